import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { overviewQueries } from '../../api';
import { CommandToolbar } from '../../ui/commands/CommandToolbar';
import type { OverviewParams } from '../../ui/routes/params';
import { readOverviewSearch } from './overview-search';
import { OverviewError, OverviewLoading, OverviewMessage } from './OverviewStates';
import { OverviewTabs } from './OverviewTabs';
import { OverviewTabView } from './OverviewTabView';
import './overview.css';

/** Spec 01 section 2: the overview's export and XYZ import actions (each where its application is configured), and creating water samples for many tubes. */
const overviewToolbarCommands = ['external.export', 'project.xyzImport', 'project.createWaterSamples', 'dashboard.open'] as const;

/** The route's props: /project/$projectId/overview/{-$overviewId}/{-$mpGuid} (spec 01 section 2). */
export interface OverviewScreenProps {
  params: OverviewParams;
}

/**
 * The project overview (spec 02 section 2, 'Project overview tabs'): tabs for the
 * overviews GetOverviewQueries offers, the open one from the URL (108 by default, set by the route),
 * and its table. This component loads; OverviewPanel loads the open table; OverviewTable draws.
 */
export function OverviewScreen({ params }: OverviewScreenProps) {
  const { t } = useTranslation();
  const search = readOverviewSearch(useSearch({ strict: false }));
  const list = useQuery(overviewQueries.list(params.projectId));
  const overview = list.data?.find((candidate) => candidate.OverviewID === params.overviewId);

  return (
    <section className="overview-screen" aria-labelledby="overview-screen-title">
      <h1 id="overview-screen-title" className="overview-screen__title">{t('overview.screen.title')}</h1>
      <CommandToolbar label={t('commands.toolbar.overview')} start={overviewToolbarCommands} />
      {list.isPending ? <OverviewLoading messageKey="overview.screen.loadingList" /> : null}
      {list.isError ? <OverviewError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <OverviewTabs projectId={params.projectId} overviews={list.data} openId={params.overviewId} mpGuid={params.mpGuid} filter={search.q} />
          {overview
            ? <OverviewTabView key={overview.OverviewID} params={params} overview={overview} search={search} />
            : <OverviewMessage text={list.data.length === 0 ? t('overview.screen.noOverviews') : t('overview.screen.unknown', { id: params.overviewId })} />}
        </>
      ) : null}
    </section>
  );
}
