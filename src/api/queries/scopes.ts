import { prIdText } from '../envelope';
import type { ProjectId } from '../envelope';

/**
 * The roots of the query-key tree, general → specific (CONVENTIONS rule 5): everything of one
 * project sits under projectScope, everything of one point under pointScope, so invalidating a
 * scope reaches every query below it. PrID is keyed as text: routes give '12', the server 12.
 */
export const keyRoots = {
  projects: ['projects'] as const,
  codeLists: ['codeLists'] as const,
  templates: ['templates'] as const,
  settings: ['settings'] as const,
  rights: ['rights'] as const,
  contactSearch: ['contactSearch'] as const,
  accounts: ['accounts'] as const,
};

/** Every query of one project. */
export function projectScope(prId: ProjectId) {
  return [...keyRoots.projects, 'project', prIdText(prId)] as const;
}

/**
 * How long a read that a route starts on the way in stays fresh: the widgets that mount a moment later
 * use its answer instead of asking again. Writes still make it stale at once (invalidateOverviews).
 */
export const prefetchedReadStaleTime = 30_000;

/**
 * How stale a read is that a screen started as it opened (an overview tab beside its saved mode,
 * prefetchTabData): an answer since `openedAt` is as fresh as a route's read on the way in, so the
 * part that mounts once the mode is known does not ask again; an older answer is read again on mount.
 */
export function freshSinceOpened(openedAt: number) {
  return (query: { state: { dataUpdatedAt: number } }) => (query.state.dataUpdatedAt >= openedAt ? prefetchedReadStaleTime : 0);
}

/** The rows of one GetQuerryResponse view, under the project's 'overview' branch that every write makes stale (invalidateOverviews). */
export function overviewKey(prId: ProjectId, viewname: string, mpGuid?: string) {
  return [...projectScope(prId), 'overview', viewname, mpGuid ?? 'all'] as const;
}

/** Every query of one measurement point (its detail, tree, layers, jars, tubes, finishings, samples). */
export function pointScope(prId: ProjectId, mpGuid: string) {
  return [...projectScope(prId), 'point', mpGuid] as const;
}

/** Every query of one sample placement: samples under a tube, or the point's surface samples. */
export function placementScope(prId: ProjectId, mpGuid: string, ftGuid: string | null | undefined) {
  return [...pointScope(prId, mpGuid), 'samples', ftGuid ? ftGuid : 'surface'] as const;
}

/** The keys of the point list and of one point's row, shared by the point queries and the writes that change a point. */
export const pointKeys = {
  list: (prId: ProjectId) => [...projectScope(prId), 'points'] as const,
  detail: (prId: ProjectId, mpGuid: string) => [...pointScope(prId, mpGuid), 'detail'] as const,
};
