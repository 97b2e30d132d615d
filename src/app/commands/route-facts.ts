import { rootRouteId } from '@tanstack/react-router';
import type { RouteFacts } from '../../../commands';
import type { RecordCrumb } from '../shell/crumbs';

/** What route-facts reads of one matched route (TanStack Router's match, reduced). */
export interface MatchLike {
  readonly routeId: string;
  readonly fullPath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly staticData?: { readonly crumb?: RecordCrumb };
}

/**
 * The route on view as the commands see it: the project list, a project, a point, a
 * record below them, or the overview, with the project and point it is in. Reads the matched
 * routes' params and breadcrumb kinds, so a new record route needs no change here.
 */
export function routeFacts(matches: readonly MatchLike[]): RouteFacts {
  const leaf = matches.at(-1);
  const params = leaf?.params ?? {};
  const projectId = typeof params.projectId === 'number' ? params.projectId : null;
  const pointGuid = typeof params.measurementPointId === 'string' ? params.measurementPointId : null;
  const crumb = [...matches].reverse().find((match) => match.staticData?.crumb !== undefined)?.staticData?.crumb;
  const facts = (screen: RouteFacts['screen']): RouteFacts => ({ screen, projectId, pointGuid });
  // '/' under the root: the project list (a 404 is the root's own match, also at '/').
  if (leaf !== undefined && leaf.fullPath === '/' && leaf.routeId !== rootRouteId) return facts('projectList');
  if (projectId === null) return facts('other');
  if (crumb === 'overview') return facts('overview');
  if (crumb === 'map') return facts('map');
  if (crumb !== undefined) return facts('record');
  if (pointGuid === null) return facts('project');
  return typeof params.openMap === 'string' ? { ...facts('point'), mapBeside: true } : facts('point');
}
