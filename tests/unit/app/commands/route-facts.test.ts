import { rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeFacts } from '../../../../src/app/commands/route-facts';
import type { MatchLike } from '../../../../src/app/commands/route-facts';

const root: MatchLike = { routeId: rootRouteId, fullPath: '/', params: {} };
const match = (routeId: string, fullPath: string, params: Record<string, unknown>, crumb?: MatchLike['staticData']): MatchLike => ({ routeId, fullPath, params, staticData: crumb ?? {} });

describe('the route as the commands see it', () => {
  it('tells the project list from the 404 page, both at /', () => {
    expect(routeFacts([root, match('/authenticated', '', {}), match('/authenticated/', '/', {})]).screen).toBe('projectList');
    expect(routeFacts([root]).screen).toBe('other');
  });

  it('reads the project, the point and the kind of record below them', () => {
    const project = match('/authenticated/project/$projectId', '/project/$projectId', { projectId: 7 });
    const point = match('/p/m', '/project/$projectId/measurementPoint/$measurementPointId', { projectId: 7, measurementPointId: 'g-1' });
    expect(routeFacts([root, project, match('/p/', '/project/$projectId/', { projectId: 7 })])).toEqual({ screen: 'project', projectId: 7, pointGuid: null });
    expect(routeFacts([root, project, point, match('/p/m/', '/x/', { projectId: 7, measurementPointId: 'g-1' })])).toEqual({ screen: 'point', projectId: 7, pointGuid: 'g-1' });
    // …/{openMap}: the same point screen, with its map beside the form (spec 01 section 2).
    expect(routeFacts([root, project, point, match('/p/m/$openMap', '/x/$openMap', { projectId: 7, measurementPointId: 'g-1', openMap: 'map' })]))
      .toEqual({ screen: 'point', projectId: 7, pointGuid: 'g-1', mapBeside: true });
    expect(routeFacts([root, project, point, match('/p/m/layer', '/x/layer/$layerID', { projectId: 7, measurementPointId: 'g-1', layerID: 'l' }, { crumb: 'layer' })]))
      .toEqual({ screen: 'record', projectId: 7, pointGuid: 'g-1' });
    expect(routeFacts([root, project, match('/p/o', '/project/$projectId/overview', { projectId: 7, overviewId: 108 }, { crumb: 'overview' })]).screen).toBe('overview');
  });

  it('is nowhere in particular on the system pages', () => {
    expect(routeFacts([root, match('/login', '/login', {})])).toEqual({ screen: 'other', projectId: null, pointGuid: null });
  });
});
