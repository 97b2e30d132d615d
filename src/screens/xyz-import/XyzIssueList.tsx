import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../../domain/validation/issue';

/** Props of XyzIssueList. */
export interface XyzIssueListProps {
  /** Findings no grid cell holds: about the project's system, or a refusal's that name no pasted row. */
  issues: readonly ValidationIssue[];
  /** The header row the last paste started with, when one was skipped. */
  header: readonly string[] | null;
}

/** Messages above the XYZ grid that belong to no cell: findings about the whole import, and a skipped header row. */
export function XyzIssueList({ issues, header }: XyzIssueListProps) {
  const { t } = useTranslation();
  return (
    <>
      {issues.length > 0 ? (
        <ul className="xyz-import__issues" role="alert">
          {issues.map((issue, index) => <li key={index}>{t(issue.code, issue.params)}</li>)}
        </ul>
      ) : null}
      {header ? <p className="xyz-import__note">{t('xyzImport.paste.headerSkipped', { header: header.filter(Boolean).join(', ') })}</p> : null}
    </>
  );
}
