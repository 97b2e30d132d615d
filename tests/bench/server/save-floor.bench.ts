import { selectRowsOfParents } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { layerRows } from '../../../server/services/rows/kinds/layer-rows';
import { parseIncomingRows } from '../../../server/services/rows/parse-incoming';
import { seedProject } from '../../../server/services/seed-project';
import { startTestServer } from '../../server/harness';
import { measure, summarise, type BenchResult } from '../measure';
import { layerUpdateRounds, owner } from './bench-project';
import { openRawDriver, openSqliteFile } from './raw-driver-baseline';

/**
 * What a save must read of each stored layer: its keys and version, the depths the rules compare across a point's
 * layers, the soil inputs, and the remark the rules check (read for every row, so all rows have one shape: with the
 * remark on the sent rows only, the rules took 105 ms instead of 27-32).
 */
const readFields = ['LaID', 'LaGuid', 'MpID', 'RowVersion', 'LaFrom', 'LaTo', 'LaGravelPerc', 'LaLoamPerc', 'LaLutumPerc', 'LaHumusPerc', 'LaSiltPerc', 'LaM50', 'LaRemark'] as const;

/**
 * The least a validating SetLayers UPDATE of 10,000 layers must do on SQLite, each part timed beside
 * the raw driver's loop for the same rows (server.bench's baseline): parse the request body and its
 * rows as the server does; read the stored keys, versions, depths, soil inputs and remarks; give the sent rows
 * their soil codes and run the layer rules over those fields and the sent ones; write the sent fields
 * with a stamp and the next version, guarded by the stored one, in a prepared loop. Left out, so a
 * real save costs more: HTTP, the merge of whole rows, the points' depths and any answer. The sum's
 * multiple of the raw loop is what the issue's 3x target would have to leave room for.
 */
export default async function saveFloorBenchmarks(): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect: 'sqlite', env: { TOKEN_TTL: '7200' } });
  const file = openSqliteFile(server);
  const driver = await openRawDriver(server);
  try {
    const { licenceId, userId } = await owner(server);
    const { prId } = await seedProject(server.db, licenceId, userId, generateDemoProject({ seed: 10000, points: 10000, projectCode: 'FLOOR-10K' }));
    const { rowsOfRound, pointIds: touched } = await layerUpdateRounds(server, prId);
    let round = 0;
    const nextRows = () => rowsOfRound(++round);
    const extra = { dialect: 'sqlite', rows: rowsOfRound(0).length };
    const name = (part: string) => `SetLayers UPDATE 10,000 layers, least work of a validating save: ${part} (sqlite)`;

    const raw = await measure(name('raw driver baseline, prepared UPDATE loop in one transaction'), { samples: 7, setup: nextRows, extra }, (rows) => driver.updateEach({ table: 'tblLayers', guidColumn: 'LaGuid', columns: ['LaRemark', 'LaSiltPerc'], rows }));
    const parse = await measure(name('parse the body and its rows'), { samples: 7, setup: () => JSON.stringify({ data: { PrID: String(prId), Layers: nextRows() }, action: 'UPDATE' }), extra }, (body) => {
      const parsed = parseIncomingRows(layerRows, (JSON.parse(body) as { data: { Layers: unknown[] } }).data.Layers);
      if (!parsed.ok) throw new Error('floor rows refused');
    });
    const read = await measure(name('read keys, versions and rule fields'), { samples: 7, extra }, () => selectRowsOfParents(server.db, 'layer', touched, readFields));
    const stored = await selectRowsOfParents(server.db, 'layer', touched, readFields);
    const context = { projectId: prId, now: new Date(), coordinateSystem: undefined };
    const rules = await measure(name('soil codes and layer rules over the read fields'), { samples: 7, setup: nextRows, extra }, (rows) => {
      const sent = new Map(rows.map((row) => [row.LaGuid, row]));
      const after = stored.map((row) => {
        const change = sent.get(String(row.LaGuid));
        return change ? layerRows.prepare?.({ ...row, LaRemark: change.LaRemark, LaSiltPerc: change.LaSiltPerc }, row, context) ?? row : row;
      });
      layerRows.validate?.(after, { insertedKeys: new Set(), context });
    });
    const versions = new Map(stored.map((row) => [String(row.LaGuid), Number(row.RowVersion)]));
    const update = file.prepare('update tblLayers set LaRemark = ?, LaSiltPerc = ?, LaDateLastChanged = ?, RowVersion = ? where LaGuid = ? and RowVersion = ?');
    const write = await measure(name('write sent fields, stamp and version, guarded'), { samples: 7, setup: nextRows, extra }, (rows) => {
      file.transaction(() => {
        for (const row of rows) {
          const version = versions.get(row.LaGuid) ?? 1;
          if (update.run(row.LaRemark, row.LaSiltPerc, '2026-11-27T20:00:00', version + 1, row.LaGuid, version).changes !== 1) throw new Error('floor row not matched');
          versions.set(row.LaGuid, version + 1);
        }
      }).immediate();
    });
    const floor = parse.median + read.median + rules.median + write.median;
    return [raw, parse, read, rules, write, { ...summarise(name('sum of the parts'), [floor], 'ms', extra), rawDriverMedian: raw.median, timesRawDriver: Math.round((floor / raw.median) * 100) / 100 }];
  } finally {
    file.close();
    await driver.close();
    await server.close();
  }
}
