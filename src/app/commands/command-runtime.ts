import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { addableKinds, runCommand } from '../../../commands';
import type { AddableKind, AddTarget, CommandContext, CommandRegistry, Destination, ExternalAppName, PalettePage, RequiredRight, RunOutcome } from '../../../commands';
import { rightsQueries } from '../../api/queries/reference-queries';
import type { ActiveGridRegistry } from '../../ui/editing/active-grid';
import type { ActiveScreenRegistry } from '../../ui/editing/active-screen';
import type { NoticeStore } from '../../ui/notices/notice-store';
import { defaultOverviewId, locationVisitsOverviewId } from '../../ui/routes/param-schemas';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';
import { combineChangeSources, distinctChangeSource } from '../../ui/commands/change-source';
import type { ChangeSource } from '../../ui/commands/change-source';
import type { CommandTargets } from '../../ui/commands/command-targets';
import type { RecentCommands } from './recent-commands';
import type { CommandRuntime } from '../../ui/commands/runtime-context';
import { routeFacts } from './route-facts';
import { saveActiveScreen } from './save-active-screen';

/** What the palette and the overlay do when a command asks for them (the command host's state). */
export interface CommandUi {
  openPalette(page?: PalettePage): void;
  showShortcuts(): void;
  openUserMenu(): void;
}

/** Everything the runtime reads the context from and acts through. */
export interface CommandRuntimeOptions {
  registry: CommandRegistry;
  router: RegisteredRouter;
  screens: ActiveScreenRegistry;
  grids: ActiveGridRegistry;
  targets: CommandTargets;
  notices: NoticeStore;
  queryClient: QueryClient;
  recent: RecentCommands;
  externalApps: ReadonlySet<ExternalAppName>;
  ui: CommandUi;
}

/** Sends the router to a command's destination; every navigation passes the navigation auto-save. */
function navigateTo(router: RegisteredRouter, destination: Destination): Promise<void> {
  switch (destination.to) {
    case 'projectList': return router.navigate({ to: '/' });
    case 'project': return router.navigate({ to: '/project/$projectId', params: { projectId: destination.projectId } });
    case 'overview': return router.navigate({
      to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}',
      params: { projectId: destination.projectId, overviewId: defaultOverviewId },
    });
    case 'locationVisits': return router.navigate({
      to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}',
      params: { projectId: destination.projectId, overviewId: locationVisitsOverviewId },
    });
    case 'map': return router.navigate({
      to: '/project/$projectId/map',
      params: { projectId: destination.projectId },
      search: destination.pointGuids.length > 0 ? { mp: destination.pointGuids.join(';') } : {},
    });
    case 'point': return destination.withMap
      ? router.navigate({
        to: '/project/$projectId/measurementPoint/$measurementPointId/$openMap',
        params: { projectId: destination.projectId, measurementPointId: destination.pointGuid, openMap: 'map' },
      })
      : router.navigate({
        to: '/project/$projectId/measurementPoint/$measurementPointId',
        params: { projectId: destination.projectId, measurementPointId: destination.pointGuid },
      });
    case 'xyzImport': return router.navigate({ to: '/project/$projectId/xyz-import', params: { projectId: destination.projectId } });
    case 'importWizard': return router.navigate({
      to: '/import',
      search: { ...(destination.projectId === null ? {} : { project: destination.projectId }), ...(destination.kind ? { kind: destination.kind } : {}) },
    });
    case 'exportWizard': return router.navigate({ to: '/project/$projectId/export', params: { projectId: destination.projectId } });
    case 'cadastre': return router.navigate({ to: '/project/$projectId/cadastre', params: { projectId: destination.projectId } });
    case 'codeConventions': return router.navigate({ to: '/CodeConventions', search: destination.projectId === undefined ? {} : { project: destination.projectId } });
    case 'createWaterSamples': return router.navigate({ to: '/project/$projectId/water-samples/create', params: { projectId: destination.projectId } });
    case 'labAssignments': return router.navigate({ to: '/project/$projectId/lab-assignments', params: { projectId: destination.projectId } });
    case 'labAssignment': return router.navigate({
      to: '/project/$projectId/lab-assignments/$lbId', params: { projectId: destination.projectId, lbId: String(destination.lbId) },
    });
    case 'results': return router.navigate({ to: '/project/$projectId/results', params: { projectId: destination.projectId } });
    case 'analysisSamples': return router.navigate({ to: '/project/$projectId/analysis-samples', params: { projectId: destination.projectId } });
    case 'dashboard': return router.navigate({
      to: '/project/$projectId/dashboard/{-$dashboardId}', params: { projectId: destination.projectId, dashboardId: homeDashboardNumber },
    });
    case 'suggestSamples': return router.navigate({
      to: '/suggest-analysis-samples/$ProjectID/$AvailableSampleDays',
      params: { ProjectID: String(destination.projectId), AvailableSampleDays: String(destination.availableSampleDays) },
    });
    case 'signOut': return router.navigate({ to: '/logout' });
    case 'userAdmin': return router.navigate({ to: '/users' });
    case 'myAccount': return router.navigate({ to: '/account' });
    case 'managementStatistics': return router.navigate({ to: '/statistics' });
    case 'codeLists': return router.navigate({ to: '/code-lists' });
    case 'fieldTemplates': return router.navigate({ to: '/field-templates' });
    case 'news': return router.navigate({ to: '/news' });
    case 'survey': return router.navigate({ to: '/survey' });
    case 'external': return navigateToExternal(router, destination.app, destination.prId);
  }
}

function navigateToExternal(router: RegisteredRouter, app: ExternalAppName, prId: number | undefined): Promise<void> {
  if (app === 'import') return router.navigate({ to: '/ExternalImport' });
  if (prId === undefined) return Promise.resolve();
  switch (app) {
    case 'export': return router.navigate({ to: '/ExternalExport/$PrID', params: { PrID: prId } });
    case 'verify': return router.navigate({ to: '/ExternalVerify/$PrID', params: { PrID: prId } });
    case 'report': return router.navigate({ to: '/ExternalReport/$PrID', params: { PrID: prId } });
    case 'xyz': return router.navigate({ to: '/ExternalXYZ/$PrID', params: { PrID: prId } });
  }
}

/**
 * Says when the route's facts change: once the router has put a navigation's matches in place
 * (its `onLoad`; `onResolved` too, should a newer navigation have skipped that), and not for a change the commands cannot see (a search parameter).
 */
function routeChanges(router: RegisteredRouter): ChangeSource {
  return distinctChangeSource(
    (notify) => {
      const unsubscribes = [router.subscribe('onLoad', notify), router.subscribe('onResolved', notify)];
      return () => { for (const unsubscribe of unsubscribes) unsubscribe(); };
    },
    () => JSON.stringify(routeFacts(router.state.matches)),
  );
}

/** Asks CheckFunctionRights or UserHasFunction through the query cache (answers are kept 5 minutes). */
function allows(queryClient: QueryClient, right: RequiredRight): Promise<boolean> {
  return 'feature' in right
    ? queryClient.fetchQuery(rightsQueries.feature(right.feature))
    : queryClient.fetchQuery(rightsQueries.function(right.function));
}

/**
 * Builds the runtime: the context from the router's matches, the screen, grid and targets
 * on view and the configured external applications; actions through the router, the notice area,
 * the query cache (rights) and the host's palette and overlay.
 */
export function createCommandRuntime(options: CommandRuntimeOptions): CommandRuntime {
  const { registry, router, screens, grids, targets, notices, queryClient, recent, externalApps, ui } = options;
  const changes = combineChangeSources([routeChanges(router), targets, grids]);
  const context = (): CommandContext => {
    const screen = screens.current();
    return {
      route: routeFacts(router.state.matches),
      canSave: screen !== null,
      unsavedChanges: screen?.hasUnsavedChanges() ?? false,
      record: targets.get('record'),
      grid: grids.current(),
      projectList: targets.get('projectList'),
      labAssignment: targets.get('labAssignment'),
      results: targets.get('results'),
      borelog: targets.get('borelog'),
      dashboard: targets.get('dashboard'),
      adders: new Map(addableKinds.flatMap((kind): [AddableKind, AddTarget][] => {
        const adder = targets.get(`add.${kind}`);
        return adder ? [[kind, adder]] : [];
      })),
      externalApps,
      rights: { allows: (right) => allows(queryClient, right) },
      app: {
        navigate: (destination) => { void navigateTo(router, destination); },
        saveScreen: () => { void saveActiveScreen(screens, notices); },
        notify: (notice) => { notices.notify({ kind: notice.kind, messageKey: notice.messageKey, params: { ...notice.params } }); },
        openPalette: (page) => ui.openPalette(page),
        showShortcuts: () => ui.showShortcuts(),
        openUserMenu: () => ui.openUserMenu(),
      },
    };
  };
  return {
    registry,
    context,
    async run(command, given) {
      let outcome: RunOutcome;
      try {
        outcome = await runCommand(command, given ?? context());
      } catch (error) {
        console.error(`Command '${command.id}' failed.`, error);
        // Spec 01 section 8: 'unable to execute action'.
        notices.notify({ kind: 'error', messageKey: 'specGaps.action.failed', params: { action: command.titleKey } });
        return 'ran';
      }
      if (outcome === 'ran' && command.id !== 'palette.open') recent.record(command.id);
      return outcome;
    },
    recent: () => recent.list(),
    subscribe: changes.subscribe,
    version: changes.version,
  };
}
