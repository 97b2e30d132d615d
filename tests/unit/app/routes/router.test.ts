import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/api/http';
import { createSession, memoryStorage } from '../../../../src/api/session';
import { createAppRouter } from '../../../../src/app/router';

function testRouter() {
  const session = createSession(memoryStorage());
  const api = createApiClient({ session, fetch: () => Promise.reject(new Error('no network in this test')) });
  return createAppRouter({ context: { queryClient: new QueryClient(), api, session }, history: createMemoryHistory({ initialEntries: ['/'] }) });
}

const router = testRouter();

/** The deepest route a path matches, with the params the screens receive. */
function resolve(path: string): { routeId: string; params: Record<string, unknown> } {
  const matches = router.matchRoutes(path, {});
  const last = matches.at(-1);
  if (!last) throw new Error(`no match for ${path}`);
  return { routeId: last.routeId, params: last.params as Record<string, unknown> };
}

const point = '/project/12/measurementPoint/6f1c2a34-0b1d-4c2e-9a77-1d2e3f405162';
const mp = { projectId: 12, measurementPointId: '6f1c2a34-0b1d-4c2e-9a77-1d2e3f405162' };

describe('the route tree of spec 01 section 2', () => {
  it.each([
    ['/login', '/login', {}],
    ['/', '/authenticated/', {}],
    ['/project/12', '/authenticated/project/$projectId/', { projectId: 12 }],
    ['/project/12/concernedContact/cc-1', '/authenticated/project/$projectId/concernedContact/$CcGUID', { projectId: 12, CcGUID: 'cc-1' }],
    ['/project/12/subLocation/sl-1/', '/authenticated/project/$projectId/subLocation/$SlGUID', { projectId: 12, SlGUID: 'sl-1' }],
    ['/project/12/summaryAndConclusions/sm-1/', '/authenticated/project/$projectId/summaryAndConclusions/$SmGUID', { projectId: 12, SmGUID: 'sm-1' }],
    ['/project/12/xyz-import', '/authenticated/project/$projectId/xyz-import', { projectId: 12 }],
    [point, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/', mp],
    [`${point}/map`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/$openMap', { ...mp, openMap: 'map' }],
    [`${point}/layer/la-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/layer/$layerID', { ...mp, layerID: 'la-1' }],
    [`${point}/soilSample/jr-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/soilSample/$jarID', { ...mp, jarID: 'jr-1' }],
    [`${point}/gaugingTubes/ft-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtID', { ...mp, FtID: 'ft-1' }],
    [`${point}/finishings/fi-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/finishings/$FiID', { ...mp, FiID: 'fi-1' }],
    [`${point}/gaugingTubes/ft-1/watersample/ws-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID', { ...mp, FtGuid: 'ft-1', WsID: 'ws-1' }],
    [`${point}/watersample/ws-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID', { ...mp, WsID: 'ws-1' }],
    [`${point}/gaugingTubes/ft-1/watersample/ws-1/bottle/bo-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID', { ...mp, FtGuid: 'ft-1', WsID: 'ws-1', BoID: 'bo-1' }],
    [`${point}/watersample/ws-1/bottle/bo-1`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID/bottle/$BoID', { ...mp, WsID: 'ws-1', BoID: 'bo-1' }],
    [`${point}/gaugingTubes/ft-1/airsample/ws-2`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airsample/$WsID', { ...mp, FtGuid: 'ft-1', WsID: 'ws-2' }],
    [`${point}/airsample/ws-2`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/airsample/$WsID', { ...mp, WsID: 'ws-2' }],
    [`${point}/gaugingTubes/ft-1/airSample/ws-2/packaging/bo-2`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID', { ...mp, FtGuid: 'ft-1', WsID: 'ws-2', BoID: 'bo-2' }],
    [`${point}/airSample/ws-2/packaging/bo-2`, '/authenticated/project/$projectId/measurementPoint/$measurementPointId/airSample/$WsID/packaging/$BoID', { ...mp, WsID: 'ws-2', BoID: 'bo-2' }],
    ['/forbidden', '/forbidden', {}],
    ['/browser_warning', '/browser_warning', {}],
    ['/ExternalImport', '/authenticated/ExternalImport', {}],
    ['/ExternalExport/12', '/authenticated/ExternalExport/$PrID', { PrID: 12 }],
    ['/ExternalVerify/12', '/authenticated/ExternalVerify/$PrID', { PrID: 12 }],
    ['/ExternalReport/12', '/authenticated/ExternalReport/$PrID', { PrID: 12 }],
    ['/ExternalXYZ/12', '/authenticated/ExternalXYZ/$PrID', { PrID: 12 }],
    ['/citrixLogin', '/authenticated/citrixLogin', {}],
  ])('%s → %s', (path, routeId, params) => {
    const found = resolve(path);
    expect(found.routeId).toBe(routeId);
    expect(found.params).toMatchObject(params);
  });

  it('opens overview 108 when the URL names none (spec 01 section 9), and keeps an mpGuid', () => {
    const overview = '/authenticated/project/$projectId/overview/{-$overviewId}/{-$mpGuid}';
    expect(resolve('/project/12/overview')).toEqual({ routeId: overview, params: expect.objectContaining({ projectId: 12, overviewId: 108 }) });
    expect(resolve('/project/12/overview/109').params).toMatchObject({ overviewId: 109 });
    expect(resolve('/project/12/overview/109/mp-7').params).toMatchObject({ overviewId: 109, mpGuid: 'mp-7' });
  });

  it.each([
    '/no/such/page',
    '/project/abc',
    '/project/0',
    '/project/2147483648',
    `${point}/layer`,
    '/project/12/concernedContact/has%20space',
    '/ExternalExport/x',
  ])('%s matches no screen, so it is the 404 page', (path) => {
    const matches = router.matchRoutes(path, {});
    expect(matches.filter((match) => match._notFound).map((match) => match.routeId)).toEqual(['__root__']);
  });

  it('marks no 404 on a path that is a screen', () => {
    expect(router.matchRoutes(`${point}/layer/la-1`, {}).some((match) => match._notFound)).toBe(false);
  });

  it('writes route params back into paths under the /Web base', () => {
    const location = router.buildLocation({
      to: '/project/$projectId/measurementPoint/$measurementPointId/layer/$layerID',
      params: { projectId: 12, measurementPointId: 'mp-1', layerID: 'la-1' },
    });
    expect(location.pathname).toBe('/project/12/measurementPoint/mp-1/layer/la-1');
    expect(location.publicHref).toBe('/Web/project/12/measurementPoint/mp-1/layer/la-1');
  });
});
