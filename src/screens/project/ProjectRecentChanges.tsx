import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { contactKind, pointQueries, sublocationKind, summaryKind } from '../../api';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import { useLanguage } from '../../ui/services-context';
import { recordLinks } from '../records/record-links';
import { nameOrUnnamed, summaryTitle } from '../records/record-titles';
import { recentChanges } from './recent-changes';
import type { StampedRecord } from './recent-changes';

/** How many recent changes the project screen leads with. */
const shownChanges = 5;

type ChangedKind = 'point' | 'sublocation' | 'concernedContact' | 'summary';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The project's records changed last (spec 01 section 2, the project detail; section 4: every edit
 * stamps the type's last-changed field, and a change under a point stamps the point): its points,
 * sub-locations, contacts and summaries by their stamps, newest first, each linked to its screen.
 * The lists the project's counts and child lists read, so no call is added.
 */
export function ProjectRecentChanges({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const points = useQuery(pointQueries.list(projectId));
  const sublocations = useQuery(sublocationKind.list({ prId: projectId }));
  const contacts = useQuery(contactKind.list({ prId: projectId }));
  const summaries = useQuery(summaryKind.list({ prId: projectId }));
  const stamped: StampedRecord<ChangedKind>[] = [
    ...(points.data ?? []).map((row) => ({ kind: 'point' as const, guid: text(row.MpGuid) ?? '', name: nameOrUnnamed(t, row.MpName), changed: text(row.MpDateLastChanged) })),
    ...(sublocations.data ?? []).map((row) => ({ kind: 'sublocation' as const, guid: text(row.SlGuid) ?? '', name: nameOrUnnamed(t, row.SlName), changed: text(row.SlDateLastChanged) })),
    ...(contacts.data ?? []).map((row) => ({ kind: 'concernedContact' as const, guid: text(row.CcGUID) ?? '', name: nameOrUnnamed(t, row.CcCompanyName), changed: text(row.CcDateLastChanged) })),
    ...(summaries.data ?? []).map((row) => ({ kind: 'summary' as const, guid: text(row.SmGUID) ?? '', name: summaryTitle(t, row.SmText), changed: text(row.SmDateLastChanged) })),
  ].filter((record) => record.guid !== '');
  const recent = recentChanges(stamped, shownChanges);
  const loading = points.data === undefined || sublocations.data === undefined || contacts.data === undefined || summaries.data === undefined;
  const link = (record: StampedRecord<ChangedKind>) => {
    switch (record.kind) {
      case 'point': return recordLinks.point(projectId, record.guid);
      case 'sublocation': return recordLinks.sublocation(projectId, record.guid);
      case 'concernedContact': return recordLinks.concernedContact(projectId, record.guid);
      case 'summary': return recordLinks.summary(projectId, record.guid);
    }
  };
  return (
    <section className="project-recent" aria-label={t('dayUse.recentChanges.label')}>
      <h2 className="project-recent__title">{t('dayUse.recentChanges.label')}</h2>
      {loading ? <p>{t('dayUse.projectCounts.loading')}</p> : recent.length === 0 ? <p>{t('dayUse.recentChanges.none')}</p> : (
        <ol className="project-recent__list">
          {recent.map((record) => (
            <li key={`${record.kind}-${record.guid}`}>
              <span className="project-recent__kind">{t(`screens.kind.${record.kind}`)}</span>{' '}
              {/* Named with kind and time, so the link is told apart from the same record's link in the lists below. */}
              <Link {...link(record)} aria-label={t('dayUse.recentChanges.open', { kind: t(`screens.kind.${record.kind}`), name: record.name, when: formatDisplayDate(record.changed, language, true) })}>{record.name}</Link>{' '}
              <time dateTime={record.changed ?? undefined}>{formatDisplayDate(record.changed, language, true)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
