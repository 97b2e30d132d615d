import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bindApiClient } from '../../../../src/api/queries/api-binding';
import { dashboardQueries } from '../../../../src/api/queries/dashboard-queries';
import { pointMutations } from '../../../../src/api/queries/point-mutations';
import { pointQueries } from '../../../../src/api/queries/point-queries';
import { projectMutations } from '../../../../src/api/queries/project-mutations';
import { projectQueries } from '../../../../src/api/queries/project-queries';
import { settingMutations } from '../../../../src/api/queries/setting-mutations';
import { settingQueries } from '../../../../src/api/queries/reference-queries';
import { answerPost, readAnswer, testClient, useMswServer, writeAnswer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';
import { layerKind, soilSampleKind } from '../../../../src/api/kinds/point-child-kinds';

const server = useMswServer();
const path = (call: string) => `/ITWDataRestService_V1_0/${call}`;

function setUp() {
  const { api, session } = testClient();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(client, api);
  return { api, session, client };
}

/** Runs mutation options the way useMutation would, without React. */
function run<TData, TVariables>(client: QueryClient, options: ConstructorParameters<typeof MutationObserver<TData, Error, TVariables>>[1], variables: TVariables) {
  return new MutationObserver<TData, Error, TVariables>(client, options).mutate(variables);
}

describe('mutations write the answered tables into the cache through the factories', () => {
  it('a layer UPDATE replaces the cached row in place and puts the synced point (MpDepth) into its detail', async () => {
    server.use(answerPost([], path('SetLayers'), writeAnswer({
      tblLayers: [{ LaGuid: 'b', LaFrom: 50, LaTo: 180 }], tblMeasurementPoints: [{ MpGuid: 'mp', MpDepth: 180 }],
    })));
    const { client } = setUp();
    const layersKey = layerKind.list({ prId: 12, mpGuid: 'mp' }).queryKey;
    client.setQueryData(layersKey, [{ LaGuid: 'a', LaFrom: 0, LaTo: 50 }, { LaGuid: 'b', LaFrom: 50, LaTo: 150 }]);
    await run(client, layerKind.save({ prId: 12, mpGuid: 'mp' }), { action: 'UPDATE', rows: [{ LaGuid: 'b', LaFrom: 50, LaTo: 180 }] });
    expect(client.getQueryData(layersKey)).toEqual([{ LaGuid: 'a', LaFrom: 0, LaTo: 50 }, { LaGuid: 'b', LaFrom: 50, LaTo: 180 }]);
    expect(client.getQueryData(pointQueries.detail(12, 'mp').queryKey)).toEqual({ MpGuid: 'mp', MpDepth: 180 });
  });

  it('a layer DELETE removes the rows by GUID, and an INSERT appends the answered row with its id', async () => {
    server.use(answerPost([], path('SetLayers'), (body) => (body.action === 'DELETE'
      ? writeAnswer({ tblLayers: [{ LaGuid: 'b', LaFrom: 50 }] })
      : writeAnswer({ tblLayers: [{ LaGuid: 'b', LaFrom: 50 }, { LaID: 9, LaGuid: 'c', LaFrom: 100 }] }))));
    const { client } = setUp();
    const layersKey = layerKind.list({ prId: 12, mpGuid: 'mp' }).queryKey;
    client.setQueryData(layersKey, [{ LaGuid: 'a', LaFrom: 0 }, { LaGuid: 'b', LaFrom: 50 }]);
    await run(client, layerKind.save({ prId: 12, mpGuid: 'mp' }), { action: 'DELETE', rows: [{ LaGuid: 'a' }] });
    expect(client.getQueryData(layersKey)).toEqual([{ LaGuid: 'b', LaFrom: 50 }]);
    await run(client, layerKind.save({ prId: 12, mpGuid: 'mp' }), { action: 'INSERT', rows: [{ LaGuid: 'c', LaFrom: 100 }] });
    expect(client.getQueryData(layersKey)).toEqual([{ LaGuid: 'b', LaFrom: 50 }, { LaID: 9, LaGuid: 'c', LaFrom: 100 }]);
  });

  it('a list that was never fetched stays uncached: a partial answer never poses as the whole list', async () => {
    server.use(answerPost([], path('SetLayers'), writeAnswer({ tblLayers: [{ LaGuid: 'x' }] })));
    const { client } = setUp();
    await run(client, layerKind.save({ prId: 12, mpGuid: 'mp' }), { action: 'INSERT', rows: [{ LaGuid: 'x' }] });
    expect(client.getQueryData(layerKind.list({ prId: 12, mpGuid: 'mp' }).queryKey)).toBeUndefined();
  });

  it('a refused write leaves the cache as it was', async () => {
    server.use(answerPost([], path('SetLayers'), { ResultCode: 'Import_Failed', ResultMessage: 'Unable to save layers.', ErrorId: 'server.layers.saveFailed' }));
    const { client } = setUp();
    const layersKey = layerKind.list({ prId: 12, mpGuid: 'mp' }).queryKey;
    client.setQueryData(layersKey, [{ LaGuid: 'a', LaTo: 50 }]);
    await expect(run(client, layerKind.save({ prId: 12, mpGuid: 'mp' }), { action: 'UPDATE', rows: [{ LaGuid: 'a', LaTo: 10 }] })).rejects.toMatchObject({ messageKey: 'server.layers.saveFailed' });
    expect(client.getQueryData(layersKey)).toEqual([{ LaGuid: 'a', LaTo: 50 }]);
  });

  it('a point write makes the map\'s markers and the dashboard\'s figures stale, so a map or widget in view reads them again', async () => {
    server.use(answerPost([], path('SetMeasurementPoint'), writeAnswer({ tblMeasurementPoints: [{ MpGuid: 'mp', MpXCoord: 10 }] })));
    const { client } = setUp();
    const markers = pointQueries.markers(12).queryKey;
    const figures = dashboardQueries.figures(12).queryKey;
    client.setQueryData(markers, [{ MpGuid: 'mp', MpName: 'B01', MpXCoord: 0, MpYCoord: 0 }]);
    client.setQueryData(figures, { PointCount: 1, Info: {}, WaterSamplesPerMonth: [] } as never);
    await run(client, pointMutations.save(12), { action: 'UPDATE', row: { MpGuid: 'mp', MpXCoord: 10 } });
    expect(client.getQueryState(markers)?.isInvalidated).toBe(true);
    expect(client.getQueryState(figures)?.isInvalidated).toBe(true);
  });

  it('deleting points drops every cached query under them and removes them from the list', async () => {
    server.use(answerPost([], path('SetMeasurementPoints'), writeAnswer({ tblMeasurementPoints: [{ MpGuid: 'keep' }] })));
    const { client } = setUp();
    client.setQueryData(pointQueries.list(12).queryKey, [{ MpGuid: 'keep' }, { MpGuid: 'gone' }]);
    client.setQueryData(layerKind.list({ prId: 12, mpGuid: 'gone' }).queryKey, [{ LaGuid: 'l' }]);
    await run(client, pointMutations.saveMany(12), { action: 'DELETE', rows: [{ MpGuid: 'gone' }] });
    expect(client.getQueryData(pointQueries.list(12).queryKey)).toEqual([{ MpGuid: 'keep' }]);
    expect(client.getQueryData(layerKind.list({ prId: 12, mpGuid: 'gone' }).queryKey)).toBeUndefined();
  });

  it('a new project lands in the cached lists and as its own detail', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, path('SetProject'), writeAnswer({ tblProjects: [{ PrID: 31, PrGuid: 'pg', PrCode: 'P-31' }] })),
      answerPost(seen, path('GetProjects'), readAnswer({ tblProjects: [{ PrID: 31, PrGuid: 'pg', PrCode: 'P-31' }] })),
    );
    const { client } = setUp();
    client.setQueryData(projectQueries.list('all').queryKey, []);
    await run(client, projectMutations.save(), { action: 'INSERT', project: { PrCode: 'P-31' } });
    expect(seen[0]?.body.data).toEqual({ PrCode: 'P-31' });
    expect(client.getQueryData(projectQueries.list('all').queryKey)).toEqual([{ PrID: 31, PrGuid: 'pg', PrCode: 'P-31' }]);
    expect(client.getQueryData(projectQueries.detail('31').queryKey)).toEqual({ PrID: 31, PrGuid: 'pg', PrCode: 'P-31' });
  });

  it('a saved setting becomes the cached one', async () => {
    server.use(answerPost([], '/ManagementRestService_V1_0/UpdateSetting', { ResultCode: 'Succes' }));
    const { client } = setUp();
    await run(client, settingMutations.update('defaultView'), 'table');
    expect(client.getQueryData(settingQueries.byName('defaultView').queryKey)).toBe('table');
  });
});

describe('reads fill the cache the point screen needs', () => {
  it('a point detail read fills its layers and soil samples from one GetMeasurementPointWithChilds', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('GetMeasurementPointWithChilds'), readAnswer({
      tblMeasurementPoints: [{ MpGuid: 'mp', MpName: 'B01' }], tblLayers: [{ LaGuid: 'l' }], tblJars: [{ JrGuid: 'j' }],
    })));
    const { client } = setUp();
    expect(await client.fetchQuery(pointQueries.detail(12, 'mp'))).toEqual({ MpGuid: 'mp', MpName: 'B01' });
    expect(client.getQueryData(layerKind.list({ prId: 12, mpGuid: 'mp' }).queryKey)).toEqual([{ LaGuid: 'l' }]);
    expect(client.getQueryData(soilSampleKind.list({ prId: 12, mpGuid: 'mp' }).queryKey)).toEqual([{ JrGuid: 'j' }]);
    expect(seen).toHaveLength(1);
  });
});

describe('signing out empties the cache (spec 01 section 8)', () => {
  it('clears every query when the session ends, so the next user sees nothing of the last', () => {
    const { client, session } = setUp();
    client.setQueryData(projectQueries.list('mine').queryKey, [{ PrID: 1 }]);
    session.setLanguage('en');
    expect(client.getQueryData(projectQueries.list('mine').queryKey)).toEqual([{ PrID: 1 }]);
    session.clear();
    expect(client.getQueryData(projectQueries.list('mine').queryKey)).toBeUndefined();
  });
});
