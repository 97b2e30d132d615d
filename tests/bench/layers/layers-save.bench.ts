import { createApiClient, createSession, getMeasurementPoints, layerKind, memoryStorage } from '../../../src/api';
import type { ApiClient } from '../../../src/api';
import { mergeRows } from '../../../src/api/queries/row-cache';
import type { Layer } from '../../../src/domain/entities/layer';
import { GridController } from '../../../src/grid/controller/grid-controller';
import type { GridColumn } from '../../../src/grid/controller/grid-types';
import { deriveLayerSoilCodes } from '../../../src/grids/layers/derive-soil-codes';
import { layersWithPoints, pointGuidsOfLayers, projectLayerSaveCalls } from '../../../src/grids/layers/project-layers';
import type { ProjectLayerRow } from '../../../src/grids/layers/project-layers';
import { domainRowValidator } from '../../../src/grids/shared/domain-row-validator';
import { saveGrid } from '../../../src/grids/shared/save-grid';
import type { SqlDialect } from '../../../server/db/connection';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { defaultAccount, startTestServer, testDatabaseUrl } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { measure, type BenchResult } from '../measure';

const layerCount = 10_000;

/** The columns the bench edits and the rules read, as the soil information grid draws them. */
const columns: GridColumn[] = [
  { field: 'MpName', title: 'Point', width: 100, readOnly: true, editorType: 1 },
  { field: 'LaFrom', title: 'From', width: 80, editorType: 6 },
  { field: 'LaTo', title: 'To', width: 80, editorType: 6 },
  { field: 'LaLutumPerc', title: 'Lutum', width: 80, editorType: 6, multiEdit: true },
  { field: 'LaSoilTypeCode', title: 'Soil', width: 80, editorType: 1 },
  { field: 'LaRemark', title: 'Remark', width: 200, editorType: 1, multiEdit: true },
];

/** A project of demo points holding at least 10,000 layers, seeded straight into the server's database. */
async function seededProject(server: TestServer): Promise<number> {
  const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
  const { prId } = await seedProject(server.db, user.licenceId, user.id, generateDemoProject({ seed: 77, points: 2500, projectCode: 'LAYERS-BENCH' }));
  return prId;
}

/** The grid over the project's first 10,000 layers (whole points), as useProjectLayersGrid builds it. */
async function layerGrid(api: ApiClient, prId: number) {
  const points = await getMeasurementPoints(api, prId);
  const all = layersWithPoints((await layerKind.get(api, { prId })).tblLayers, points);
  const lastPoint = all[layerCount - 1]?.MpGuid;
  const rows = all.filter((row, index) => index < layerCount || row.MpGuid === lastPoint);
  let stored: readonly Layer[] = rows;
  const pointOf = pointGuidsOfLayers(rows);
  const controller = new GridController<ProjectLayerRow>({
    rows, columns, language: 'nl', canAddRows: false,
    keyOf: (row) => String(row.LaGuid), validateRows: domainRowValidator('layer', {}), deriveCells: deriveLayerSoilCodes,
  });
  const calls = projectLayerSaveCalls(async (action, sent) => {
    stored = mergeRows(stored, { action, rows: sent }, (await layerKind.set(api, { prId }, action, sent)).tblLayers, 'LaGuid');
    return layersWithPoints(stored, points);
  }, () => pointOf);
  return { controller, calls, rows: rows.length };
}

async function benchDialect(dialect: SqlDialect): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect });
  try {
    const api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch });
    await api.signIn(defaultAccount);
    const { controller, calls, rows } = await layerGrid(api, await seededProject(server));
    let round = 0;
    const edit = () => {
      round += 1;
      controller.selectAll();
      controller.multiEdit('LaRemark', `checked ${round}`);
      controller.multiEdit('LaLutumPerc', 10 + (round % 2) * 30);
    };
    const multiEdit = await measure(`Soil information grid: multi-edit remark and lutum of ${rows.toLocaleString('en')} layers, soil codes derived, rules per point (${dialect})`, {
      samples: 5, setup: () => controller.undo(), extra: { dialect, rows },
    }, edit);
    const save = await measure(`Soil information grid: save ${rows.toLocaleString('en')} changed layers (plan, one project-wide SetLayers, rebase) (${dialect})`, {
      samples: 5, setup: edit, extra: { dialect, rows },
    }, async () => {
      const sent = await saveGrid(controller, 'LaGuid', calls);
      if (sent !== rows) throw new Error(`saved ${sent} of ${rows} layers`);
    });
    return [multiEdit, save];
  } finally {
    await server.close();
  }
}

/**
 * Spec 02 section 2, the soil information tab: bulk work in the soil information grid on 10,000 layers,
 * node side against the real HTTP server (SQLite; PostgreSQL when TEST_DATABASE_URL is set). Medians in ms.
 */
export default async function layerSaveBenchmarks(): Promise<BenchResult[]> {
  const dialects: SqlDialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: BenchResult[] = [];
  for (const dialect of dialects) results.push(...await benchDialect(dialect));
  return results;
}
