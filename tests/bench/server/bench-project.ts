import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { TestServer } from '../../server/harness';

/** The default account's licence and user, who owns the projects the server benchmarks seed. */
export async function owner(server: TestServer): Promise<{ licenceId: number; userId: number }> {
  const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
  return { licenceId: user.licenceId, userId: user.id };
}

/** One round of a SetLayers UPDATE: each layer with its point's MpGuid, a new remark and silt percentage. */
type LayerUpdateRow = {
  MpGuid: string | undefined;
  LaGuid: string;
  LaRemark: string;
  LaSiltPerc: number;
};

/**
 * The first 10,000 stored layers of a project, as the rows of a SetLayers UPDATE for any round (a
 * remark and the silt percentage, so soil codes are recomputed), and the points they lie under.
 */
export async function layerUpdateRounds(server: TestServer, prId: number): Promise<{ rowsOfRound: (round: number) => LayerUpdateRow[]; pointIds: number[] }> {
  const points = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [prId] });
  const pointGuids = new Map(points.map((point) => [Number(point.MpID), String(point.MpGuid)]));
  const layers = await server.db.selectFrom('tblLayers').select(['LaGuid', 'MpID', 'LaSiltPerc']).where('MpID', 'in', [...pointGuids.keys()]).orderBy('LaID').limit(10000).execute();
  return {
    rowsOfRound: (round) => layers.map((layer) => ({ MpGuid: pointGuids.get(Number(layer.MpID)), LaGuid: String(layer.LaGuid), LaRemark: `checked ${round}`, LaSiltPerc: Number(layer.LaSiltPerc) + (round % 2) / 10 })),
    pointIds: [...new Set(layers.map((layer) => Number(layer.MpID)))],
  };
}
