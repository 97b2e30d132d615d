import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewQuery } from '../../api';
import { overviewTabCodeKeys, recordTabs } from './overview-tab-codes';

/** A tab's short code, for the eye only: the tab keeps its full title as its name. */
function TabCode({ codeKey }: { codeKey: string | undefined }) {
  const { t } = useTranslation();
  return codeKey ? <span className="overview-tabs__code" aria-hidden="true">{t(codeKey)}</span> : null;
}

/** The tabs' inputs: the overviews offered and the open one. */
export interface OverviewTabsProps {
  projectId: number;
  overviews: readonly OverviewQuery[];
  openId: number;
  mpGuid: string | undefined;
  /** The filter text is carried to the next overview; the sort is not, its columns differ. */
  filter: string | undefined;
}

/** A tab's id, so the table can be named by its tab. */
export function overviewTabId(overviewId: number): string {
  return `overview-tab-${overviewId}`;
}

/**
 * The project's overview tabs (spec 02 section 2, 'Project overview tabs'), one per overview the
 * server offers, in its order, each with its short code, then all lab assignments and the overview
 * for the Flemish waste authority (OVAM). They are links, not ARIA tabs: each opens a URL a user can bookmark,
 * and aria-current marks the open one.
 */
export function OverviewTabs({ projectId, overviews, openId, mpGuid, filter }: OverviewTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('overview.screen.tabs')} className="overview-tabs">
      <ul className="overview-tabs__list">
        {overviews.map((overview) => {
          const open = overview.OverviewID === openId;
          return (
            <li key={overview.OverviewID}>
              <Link
                id={overviewTabId(overview.OverviewID)}
                className={open ? 'overview-tabs__tab overview-tabs__tab--open' : 'overview-tabs__tab'}
                aria-current={open ? 'page' : undefined}
                to="/project/$projectId/overview/{-$overviewId}/{-$mpGuid}"
                params={{ projectId, overviewId: overview.OverviewID, mpGuid }}
                search={filter ? { q: filter } : {}}
              >
                <TabCode codeKey={overviewTabCodeKeys[overview.OverviewID]} />
                {overview.TitleKey ? t(overview.TitleKey) : overview.Viewname}
              </Link>
            </li>
          );
        })}
        {/* The tabs that list records or files rather than a view (spec 02 section 2: PP, DP, GP, ES, OL) are screens of their own. */}
        {recordTabs.map((tab) => (
          <li key={tab.to}>
            <Link className="overview-tabs__tab" activeProps={{ className: 'overview-tabs__tab overview-tabs__tab--open' }} to={tab.to} params={{ projectId }}>
              <TabCode codeKey={tab.codeKey} />{t(tab.titleKey)}
            </Link>
          </li>
        ))}
        <li>
          {/* The overview for the Flemish waste authority (spec 02 section 2) is the cadastral overview of tblCadastralOvam, a screen of its own. */}
          <Link className="overview-tabs__tab" to="/project/$projectId/cadastre" params={{ projectId }}>{t('specGaps.overview.ovam')}</Link>
        </li>
      </ul>
    </nav>
  );
}
