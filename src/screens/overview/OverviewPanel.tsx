import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { overviewQueries } from '../../api';
import type { OverviewQuery, OverviewRow } from '../../api';
import type { ViewMode } from '../../ui/data-table';
import type { OverviewParams } from '../../ui/routes/params';
import { useLanguage } from '../../ui/services-context';
import type { OverviewColumnView } from './overview-columns';
import { OverviewFilter } from './OverviewFilter';
import { OverviewRecordLink } from './OverviewRecordLink';
import { nextSort, searchOf } from './overview-search';
import type { OverviewSearch, SortState } from './overview-search';
import { OverviewError, OverviewLoading, OverviewMessage } from './OverviewStates';
import { OverviewTable } from './OverviewTable';
import { OverviewTiles } from './OverviewTiles';
import { freshSinceOpened } from '../../api/queries/scopes';
import { overviewTabId } from './OverviewTabs';
import { isRowOfPoint, linkColumnOf, recordTarget } from './record-links';
import { useOverviewTable } from './use-overview-table';

const noRows: readonly OverviewRow[] = [];

/** The open overview: its route params, its description and the URL's filter and sort. */
export interface OverviewPanelProps {
  params: OverviewParams;
  overview: OverviewQuery;
  search: OverviewSearch;
  /** Table or tiles; both show the same filtered and sorted rows. */
  mode: ViewMode;
  /** When the tab opened (ms since the epoch): its rows read since then are not asked for again. */
  openedAt: number;
}

/**
 * Loads one overview's rows (GetQuerryResponse) and shows them with the filter and sort of the URL
 * (CONVENTIONS rule 4). The whole project is loaded even when the URL names a point: that point's rows are
 * marked and scrolled to, and the others stay in reach.
 */
export function OverviewPanel({ params, overview, search, mode, openedAt }: OverviewPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const rowsQuery = useQuery({ ...overviewQueries.rows(params.projectId, overview.Viewname), staleTime: freshSinceOpened(openedAt) });
  const rows = rowsQuery.data ?? noRows;
  const model = useOverviewTable(rows, overview.Columns, language, search);
  const { projectId, overviewId, mpGuid } = params;

  const show = useCallback((filter: string, sort: SortState | null) => {
    void navigate({
      to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}',
      params: { projectId, overviewId, mpGuid },
      search: searchOf(filter, sort),
      replace: true,
    });
  }, [navigate, projectId, overviewId, mpGuid]);

  const columnNames = model.columns.map((column) => column.name);
  const renderLink = (row: OverviewRow, column: OverviewColumnView, text: string) => {
    const target = recordTarget(row);
    if (!target || linkColumnOf(target, columnNames) !== column.name) return null;
    return <OverviewRecordLink projectId={projectId} target={target} text={text} formatter={model.formatter} />;
  };
  const isHighlighted = useCallback((row: OverviewRow) => isRowOfPoint(row, mpGuid), [mpGuid]);

  if (rowsQuery.isPending) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  if (rowsQuery.isError) return <OverviewError error={rowsQuery.error} onRetry={() => void rowsQuery.refetch()} />;
  if (rows.length === 0) return <OverviewMessage text={t('overview.screen.empty')} />;

  const count = (value: number) => value.toLocaleString(language);
  const status = t('overview.screen.rowCount', { shown: count(model.positions.length), total: count(rows.length) });
  return (
    <div className="overview-panel">
      <OverviewFilter value={search.q ?? ''} onChange={(filter) => show(filter, model.sort)} status={status} />
      {mode === 'tiles' ? (
        <OverviewTiles
          labelledBy={overviewTabId(overview.OverviewID)} columns={model.columns} rows={rows} positions={model.positions}
          formatter={model.formatter} headerOf={(column) => t(column.labelKey)} renderLink={renderLink}
          isHighlighted={isHighlighted} highlightKey={mpGuid ? `${overview.OverviewID}:${mpGuid}` : undefined}
        />
      ) : (
        <OverviewTable
          labelledBy={overviewTabId(overview.OverviewID)} columns={model.columns} rows={rows} positions={model.positions}
          sort={model.sort} onSort={(column) => show(search.q ?? '', nextSort(model.sort, column))}
          formatter={model.formatter} headerOf={(column) => t(column.labelKey)} renderLink={renderLink}
          isHighlighted={isHighlighted} highlightKey={mpGuid ? `${overview.OverviewID}:${mpGuid}` : undefined}
        />
      )}
      {model.positions.length === 0 ? <OverviewMessage text={t('overview.screen.noMatch', { filter: search.q ?? '' })} /> : null}
    </div>
  );
}
