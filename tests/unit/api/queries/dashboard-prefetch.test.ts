import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bindApiClient } from '../../../../src/api/queries/api-binding';
import { dashboardQueries, prefetchWidgetReads } from '../../../../src/api/queries/dashboard-queries';
import { pointQueries } from '../../../../src/api/queries/point-queries';
import { answerPost, testClient, useMswServer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';

const server = useMswServer();
const figures = { ResultCode: 'Export_Succes' };
const markers = { ResultCode: 'Export_Succes', Content: { Table: [{ MpGuid: 'a', MpName: 'B01', MpXCoord: 1, MpYCoord: 2 }] } };

function setUp(seen: SeenRequest[]) {
  server.use(
    answerPost(seen, '/ITWDataRestService_V1_0/GetDashboardFigures', figures),
    answerPost(seen, '/ITWViewRestService_V1_0/GetQuerryResponse', markers),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(client, testClient().api);
  return client;
}

describe('prefetchWidgetReads (spec 02 section 2: a dashboard\'s widgets read what they show)', () => {
  it('starts the figures and the map\'s markers for a dashboard with an info widget and the map', async () => {
    const seen: SeenRequest[] = [];
    const client = setUp(seen);
    prefetchWidgetReads(client, 12, [{ kind: 'soilInfo' }, { kind: 'pointMap' }, { kind: 'todoList' }]);
    await expect.poll(() => client.getQueryData(pointQueries.markers(12).queryKey)).toEqual(markers.Content.Table);
    await expect.poll(() => seen.map((request) => request.path).sort()).toEqual(['/ITWDataRestService_V1_0/GetDashboardFigures', '/ITWViewRestService_V1_0/GetQuerryResponse']);
    expect(client.getQueryState(dashboardQueries.figures(12).queryKey)).toBeDefined();
  });

  it('reads nothing a dashboard\'s widgets do not show', async () => {
    const seen: SeenRequest[] = [];
    const client = setUp(seen);
    prefetchWidgetReads(client, 12, [{ kind: 'todoList' }, { kind: 'participants' }]);
    prefetchWidgetReads(client, 12, []);
    expect(client.isFetching()).toBe(0);
    expect(seen).toEqual([]);
  });
});
