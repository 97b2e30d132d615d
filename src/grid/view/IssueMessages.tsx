import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../../domain/validation/issue';

/** Translated messages of a cell's issues, errors and warnings marked as such. */
export function IssueMessages({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t } = useTranslation();
  return (
    <ul className="data-grid__issues">
      {issues.map((issue, index) => (
        <li key={index} className={`data-grid__issue data-grid__issue--${issue.severity}`}>
          <span className="data-grid__issue-kind">{t(issue.severity === 'error' ? 'fields.issue.error' : 'fields.issue.warning')}</span>{' '}
          {t(issue.code, issue.params)}
        </li>
      ))}
    </ul>
  );
}
