import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQueries } from '../../api';
import { labRangeQueries } from '../../api/queries/lab-range-queries';
import { DataTable } from '../../ui/data-table';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { labAssignmentColumns } from './lab-assignment-columns';

/** Today and the first of January of this year, as wire dates 'YYYY-MM-DD' (the default range). */
function thisYear(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * The lab assignments of all the licence's projects between two dates (spec 02 section 7,
 * GetAllLabAssignmentsBetweenDateRanges: FromDate, ToDate → Content), each with its project, in the
 * same sortable, filterable table. The range applies when the form is submitted.
 */
export function LabAssignmentsBetween() {
  const { t } = useTranslation();
  const headingId = useId();
  const [range, setRange] = useState(thisYear);
  const [draft, setDraft] = useState(range);
  const assignments = useQuery(labRangeQueries.between(range.from, range.to));
  const projects = useQuery(projectQueries.list('all'));
  const columns = useMemo(() => {
    const codes = new Map((projects.data ?? []).map((project) => [Number(project.PrID), project.PrCode ?? '']));
    return labAssignmentColumns(t, (prId) => codes.get(prId) ?? String(prId));
  }, [t, projects.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <section className="lab" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('overviewTabs.lab.betweenTitle')}</h2>
      <form className="lab__range" onSubmit={submit}>
        <label>{t('overviewTabs.lab.from')} <input type="date" required value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} /></label>
        <label>{t('overviewTabs.lab.to')} <input type="date" required value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} /></label>
        <button type="submit">{t('overviewTabs.lab.show')}</button>
      </form>
      {assignments.error ? <OverviewError error={assignments.error} onRetry={() => void assignments.refetch()} /> : null}
      {assignments.isPending ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
      {assignments.data?.length === 0 ? <p role="status">{t('overviewTabs.lab.noneBetween')}</p> : null}
      {assignments.data && assignments.data.length > 0
        ? <DataTable labelledBy={headingId} settingName="overview.labAssignmentsBetween" rows={assignments.data} columns={columns} />
        : null}
    </section>
  );
}
