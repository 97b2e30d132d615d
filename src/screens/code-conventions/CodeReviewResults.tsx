import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FieldTemplate } from '../../domain/editing';
import { translatedFieldLabel } from '../../fields/field-label';
import { findingLink, screenKindKeys } from './screen-kinds';
import type { ReviewedScreen } from './use-code-review';
import { useCodeReview } from './use-code-review';

/**
 * The code review of one project (spec 01 section 2, /CodeConventions' code-review action): every
 * stored value outside its field's code list, with the record (linked to its screen), the field and
 * the value; or how many records were read and found in order.
 */
export function CodeReviewResults({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const review = useCodeReview(projectId);
  const name = review.projectName ?? String(projectId);
  const templateOf = (screenName: string, fieldCode: string): FieldTemplate | undefined =>
    review.conventions.templatesByScreen.get(screenName)?.find((template) => template.FieldCode === fieldCode);

  let body;
  if (review.error) body = <p role="alert">{t('dayUse.codeConventions.reviewFailed')}</p>;
  else if (review.findings === null) body = <p role="status">{t('dayUse.codeConventions.reviewing')}</p>;
  else if (review.findings.length === 0) body = <p role="status">{t('dayUse.codeConventions.noFindings', { count: review.recordCount })}</p>;
  else {
    body = (
      <>
        <p role="status">{t('dayUse.codeConventions.findings', { count: review.findings.length, records: review.recordCount })}</p>
        <table className="code-conventions__table">
          <caption className="visually-hidden">{t('dayUse.codeConventions.findingsCaption', { project: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dayUse.codeConventions.column.kind')}</th>
              <th scope="col">{t('dayUse.codeConventions.column.record')}</th>
              <th scope="col">{t('dayUse.codeConventions.column.field')}</th>
              <th scope="col">{t('dayUse.codeConventions.column.value')}</th>
              <th scope="col">{t('dayUse.codeConventions.column.list')}</th>
            </tr>
          </thead>
          <tbody>
            {review.findings.map((finding, index) => {
              const link = findingLink(projectId, finding);
              const template = templateOf(finding.screenName, finding.fieldCode);
              return (
                <tr key={`${finding.screenName}-${finding.fieldCode}-${index}`}>
                  <td>{t(screenKindKeys[finding.screenName as ReviewedScreen])}</td>
                  <td>{link ? <Link {...link}>{finding.record}</Link> : finding.record}</td>
                  <td>{template ? translatedFieldLabel(t, template) : finding.fieldCode}</td>
                  <td><code>{finding.value}</code></td>
                  <td>{t(finding.fullText ? 'dayUse.codeConventions.notInListText' : 'dayUse.codeConventions.notInList', { category: finding.category })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="code-conventions__review" aria-label={t('dayUse.codeConventions.reviewOf', { project: name })}>
      <h2>{t('dayUse.codeConventions.reviewOf', { project: name })}</h2>
      {body}
    </section>
  );
}
