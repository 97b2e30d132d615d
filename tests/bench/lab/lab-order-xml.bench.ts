import type { SqlDialect } from '../../../server/db/connection';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { labOrderXml } from '../../../server/services/lab/order-xml';
import { seedDemoLab } from '../../../server/services/seed-lab';
import { seedProject } from '../../../server/services/seed-project';
import { startTestServer, testDatabaseUrl } from '../../server/harness';
import { testerOwner } from '../../server/import-export/ti-fixtures';
import { summarise, type BenchResult } from '../measure';

/**
 * The SIKB0101 lab order a send attaches (spec 02 sections 2 and 7), on the demo project of 300 points
 * with its lab assignments: the project read in one transaction, the order's part written, and the XML
 * validated against the 14.9.0 XSD by xmllint-wasm (a worker thread per check). The mail is not part of it.
 */
async function benchDialect(dialect: SqlDialect): Promise<BenchResult> {
  const server = await startTestServer({ dialect });
  try {
    const owner = await testerOwner(server);
    const { prId } = await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ projectCode: 'BENCH-ORDER-XML' }));
    await seedDemoLab(server.db, prId);
    const samples = await selectRowsOfProject(server.db, 'analysisSample', prId);
    const lbId = samples.find((sample) => sample.LbID != null)?.LbID;
    const guids = new Set(samples.filter((sample) => sample.LbID === lbId).map((sample) => String(sample.AsGuid)));
    const times: number[] = [];
    for (let round = 0; round < 8; round++) {
      const started = performance.now();
      const xml = await labOrderXml(server.db, owner, prId, guids, 'bench', { schemaDir: undefined, now: new Date() });
      const elapsed = performance.now() - started;
      if (!xml.ok) throw new Error(`bench lab order not written: ${xml.reason}`);
      if (round > 0) times.push(elapsed);
    }
    return summarise(`lab order: SIKB0101 XML of a demo assignment, written and validated (${dialect})`, times, 'ms', {
      dialect, points: 300, analysisSamples: guids.size, firstRunExcluded: true,
    });
  } finally {
    await server.close();
  }
}

/** SQLite, and PostgreSQL where TEST_DATABASE_URL names one. */
export default async function labOrderXmlBenchmarks(): Promise<BenchResult[]> {
  const results = [await benchDialect('sqlite')];
  if (testDatabaseUrl) results.push(await benchDialect('postgres'));
  return results;
}
