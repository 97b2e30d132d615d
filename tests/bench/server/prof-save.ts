import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { startTestServer } from '../../server/harness';
import { openRawDriver } from './raw-driver-baseline';

const server = await startTestServer({ dialect: (process.env.DIALECT as 'sqlite') ?? 'sqlite', env: { TOKEN_TTL: '7200' } });
const session = await server.login();
const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
const large = await seedProject(server.db, user.licenceId, user.id, generateDemoProject({ seed: 10000, points: 10000, projectCode: 'BENCH-10K' }));
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const points = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [large.prId] });
const pointGuids = new Map(points.map((point) => [Number(point.MpID), String(point.MpGuid)]));
const layers = await server.db.selectFrom('tblLayers').select(['LaGuid', 'MpID', 'LaSiltPerc']).where('MpID', 'in', [...pointGuids.keys()]).orderBy('LaID').limit(10000).execute();
const layerRows = (round: number) => layers.map((layer) => ({ MpGuid: pointGuids.get(Number(layer.MpID)), LaGuid: layer.LaGuid, LaRemark: `checked ${round}`, LaSiltPerc: Number(layer.LaSiltPerc) + (round % 2) / 10 }));
const pointRows = (round: number) => points.map((point) => ({ MpGuid: point.MpGuid, MpRemark: `checked ${round}`, MpZCoord: 2 + (round % 5) / 10 }));
const driver = await openRawDriver(server);
let round = 0;
const time = async (name: string, fn: () => Promise<unknown>, n = 5) => {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); xs.push(performance.now() - t); }
  console.log(name, med(xs)?.toFixed(1), xs.map((x) => x.toFixed(0)).join(' '));
};
const which = process.env.WHICH ?? 'both';
if (which !== 'layers') {
  await time('raw points', () => driver.updateEach({ table: 'tblMeasurementPoints', guidColumn: 'MpGuid', columns: ['MpRemark', 'MpZCoord'], rows: pointRows(++round) }));
  await time('SetMeasurementPoints', async () => { const a = await session.call('/ITWDataRestService_V1_0/SetMeasurementPoints', { data: { PrID: String(large.prId), MeasurementPoints: pointRows(++round) }, action: 'UPDATE' }); if (a.body.ResultCode !== 'Import_Succes') throw new Error(a.text.slice(0, 300)); });
}
if (which !== 'points') {
  await time('raw layers', () => driver.updateEach({ table: 'tblLayers', guidColumn: 'LaGuid', columns: ['LaRemark', 'LaSiltPerc'], rows: layerRows(++round) }));
  await time('SetLayers', async () => { const a = await session.call('/ITWDataRestService_V1_0/SetLayers', { data: { PrID: String(large.prId), Layers: layerRows(++round) }, action: 'UPDATE' }); if (a.body.ResultCode !== 'Import_Succes') throw new Error(a.text.slice(0, 300)); });
}
await driver.close();
await server.close();
