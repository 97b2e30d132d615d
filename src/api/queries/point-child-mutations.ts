import type { QueryClient } from '@tanstack/react-query';
import type { FilterTube } from '../../domain/entities/filter-tube';
import type { Finishing } from '../../domain/entities/finishing';
import type { Jar } from '../../domain/entities/jar';
import type { Layer } from '../../domain/entities/layer';
import { setFinishings } from '../calls/finishings';
import type { FinishingTables } from '../calls/finishings';
import { setGaugingTubes } from '../calls/gauging-tubes';
import type { GaugingTubeTables } from '../calls/gauging-tubes';
import { setLayers } from '../calls/layers';
import type { LayerTables } from '../calls/layers';
import { setSoilSamples } from '../calls/soil-samples';
import type { SoilSampleTables } from '../calls/soil-samples';
import type { ProjectId } from '../envelope';
import { invalidateOverviews, listWriteMutation } from './list-mutation';
import { finishingQueries, gaugingTubeQueries, layerQueries, soilSampleQueries } from './point-child-queries';
import { pointQueries } from './point-queries';
import { pointScope } from './scopes';

/** What a write under a point changes beyond its own list: the point's tree and the overviews. */
async function afterChildWrite(client: QueryClient, prId: ProjectId, mpGuid: string): Promise<void> {
  await client.invalidateQueries({ queryKey: [...pointScope(prId, mpGuid), 'tree'] });
  await invalidateOverviews(client, prId);
}

/**
 * A layer write also moves MpDepth to the deepest LaTo (spec 01 section 4): the answered point is
 * written into the cache when the server sends it, otherwise the point is refetched.
 */
async function afterLayerWrite(client: QueryClient, prId: ProjectId, mpGuid: string, answer: LayerTables): Promise<void> {
  const point = answer.tblMeasurementPoints.find((row) => row.MpGuid === mpGuid);
  if (point) client.setQueryData(pointQueries.detail(prId, mpGuid).queryKey, point);
  else await client.invalidateQueries({ queryKey: pointQueries.detail(prId, mpGuid).queryKey });
  await client.invalidateQueries({ queryKey: pointQueries.list(prId).queryKey });
  await afterChildWrite(client, prId, mpGuid);
}

/** Layers of a point (spec 01 section 7, SetLayers); variables {action, rows}. */
export const layerMutations = {
  save: (prId: ProjectId, mpGuid: string) => listWriteMutation<Layer, LayerTables>({
    listKey: layerQueries.ofPoint(prId, mpGuid).queryKey,
    guidField: 'LaGuid',
    write: (api, { action, rows }) => setLayers(api, prId, mpGuid, action, rows),
    rowsOf: (answer) => answer.tblLayers,
    afterWrite: (client, _write, answer) => afterLayerWrite(client, prId, mpGuid, answer),
  }),
};

/** Soil samples (jars) of a point (SetSoilSamples). */
export const soilSampleMutations = {
  save: (prId: ProjectId, mpGuid: string) => listWriteMutation<Jar, SoilSampleTables>({
    listKey: soilSampleQueries.ofPoint(prId, mpGuid).queryKey,
    guidField: 'JrGuid',
    write: (api, { action, rows }) => setSoilSamples(api, prId, mpGuid, action, rows),
    rowsOf: (answer) => answer.tblJars,
    afterWrite: (client) => afterChildWrite(client, prId, mpGuid),
  }),
};

/** Gauging tubes of a point (SetGaugingTubes); deleting one takes its samples along, so those refetch. */
export const gaugingTubeMutations = {
  save: (prId: ProjectId, mpGuid: string) => listWriteMutation<FilterTube, GaugingTubeTables>({
    listKey: gaugingTubeQueries.ofPoint(prId, mpGuid).queryKey,
    guidField: 'FtGuid',
    write: (api, { action, rows }) => setGaugingTubes(api, prId, mpGuid, action, rows),
    rowsOf: (answer) => answer.tblFilterTubes,
    afterWrite: async (client, write) => {
      if (write.action === 'DELETE') await client.invalidateQueries({ queryKey: [...pointScope(prId, mpGuid), 'samples'] });
      await afterChildWrite(client, prId, mpGuid);
    },
  }),
};

/** Finishings of a point (SetFinishings). */
export const finishingMutations = {
  save: (prId: ProjectId, mpGuid: string) => listWriteMutation<Finishing, FinishingTables>({
    listKey: finishingQueries.ofPoint(prId, mpGuid).queryKey,
    guidField: 'FiGuid',
    write: (api, { action, rows }) => setFinishings(api, prId, mpGuid, action, rows),
    rowsOf: (answer) => answer.tblFinishings,
    afterWrite: (client) => afterChildWrite(client, prId, mpGuid),
  }),
};
