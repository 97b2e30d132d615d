import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../domain/validation/issue';

/** Props of IssueList. */
export interface IssueListProps {
  /** Id the control's aria-describedby points at. */
  id: string;
  issues: readonly ValidationIssue[];
}

/**
 * A field's issues under it (spec 01 section 5), each translated from its code with its params and
 * prefixed 'Error:' or 'Warning:' in words, so severity never rests on colour alone. The polite
 * live region lets screen readers hear a message appear while typing.
 */
export function IssueList({ id, issues }: IssueListProps) {
  const { t } = useTranslation();
  return (
    <div className="field__issues" aria-live="polite">
      {issues.length > 0 && (
        <ul id={id} className="field__issue-list">
          {issues.map((issue) => (
            <li key={`${issue.field}|${issue.code}|${JSON.stringify(issue.params ?? {})}`} className={`field__issue field__issue--${issue.severity}`}>
              <span className="field__issue-kind">{t(`fields.issue.${issue.severity}`)}</span> {t(issue.code, issue.params ?? {})}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
