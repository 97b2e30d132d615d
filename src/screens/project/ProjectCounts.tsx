import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactKind, pointQueries, sublocationKind, summaryKind } from '../../api';
import './project-counts.css';

/**
 * What a project holds, before its fields (spec 01 section 2, the project detail): how many
 * measurement points, sub-locations, concerned contacts and summaries, and the sub-locations by name.
 * The same lists the project's child lists read, so no call is added.
 */
export function ProjectCounts({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const points = useQuery(pointQueries.list(projectId));
  const sublocations = useQuery(sublocationKind.list({ prId: projectId }));
  const contacts = useQuery(contactKind.list({ prId: projectId }));
  const summaries = useQuery(summaryKind.list({ prId: projectId }));
  const counts = [
    { key: 'points', count: points.data?.length },
    { key: 'sublocations', count: sublocations.data?.length },
    { key: 'contacts', count: contacts.data?.length },
    { key: 'summaries', count: summaries.data?.length },
  ] as const;
  const names = (sublocations.data ?? []).map((row) => row.SlName).filter((name): name is string => typeof name === 'string' && name !== '');
  return (
    <section className="project-counts" aria-label={t('dayUse.projectCounts.label')}>
      <ul className="project-counts__list">
        {counts.map(({ key, count }) => (
          <li key={key} data-count={key}>
            {count === undefined ? t('dayUse.projectCounts.loading') : t(`dayUse.projectCounts.${key}`, { count })}
          </li>
        ))}
      </ul>
      {names.length > 0 ? <p className="project-counts__sublocations">{t('dayUse.projectCounts.sublocationNames', { names: names.join(', ') })}</p> : null}
    </section>
  );
}
