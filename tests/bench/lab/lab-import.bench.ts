import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlDialect } from '../../../server/db/connection';
import type { JobRow } from '../../../server/db/repositories/jobs';
import { importLabDelivery, labResultsInput } from '../../../server/services/lab-import/import-delivery-step';
import { MediaStorage } from '../../../server/services/media/media-storage';
import { startTestServer, testDatabaseUrl } from '../../server/harness';
import { assignmentWithSamples } from '../../server/lab/lab-deliveries';
import { summarise, type BenchResult } from '../measure';

/** The budget for a 10,000-result delivery on SQLite (spec 02 section 2, lab result importer). */
const targetMs = 2000;

const samples = 200;
const components = 50;

/** A delivery of `samples` × `components` results in the documented CSV layout, with censored values and decimal commas. */
function deliveryCsv(orderNr: string, round: number): string {
  const lines = ['OrderNr;SampleName;ReportNumber;LabStatus;ComponentGroup;Component;Method;Unit;Value;GroupOrder;ComponentOrder'];
  for (let sample = 0; sample < samples; sample++) {
    for (let component = 0; component < components; component++) {
      const value = (sample + component + round) % 4 === 0 ? `<0,${component + 1}` : `${sample % 90},${component % 10}`;
      lines.push(`${orderNr};S${sample};R-${round};5;Groep ${Math.floor(component / 10)};Component ${component};AS3000;mg/kg ds;${value};${Math.floor(component / 10) + 1};${component + 1}`);
    }
  }
  return lines.join('\r\n');
}

/**
 * The importer's job step on a 10,000-result delivery (read, match by order number and sample name,
 * store on the one row path with the assignment's status, one transaction): the first round inserts,
 * later rounds replace every value (a corrected delivery).
 */
async function benchDialect(dialect: SqlDialect): Promise<BenchResult> {
  const server = await startTestServer({ dialect });
  const folder = mkdtempSync(join(tmpdir(), 'lab-import-bench-'));
  try {
    const session = await server.login();
    const names = Array.from({ length: samples }, (_, index) => `S${index}`);
    await assignmentWithSamples(session, 'BENCH-LAB', 'BENCH-ORDER', names);
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', session.authorisation.Username.toLowerCase()).executeTakeFirstOrThrow();
    const times: number[] = [];
    for (let round = 0; round < 6; round++) {
      const path = join(folder, `round-${round}.csv`);
      writeFileSync(path, deliveryCsv('BENCH-ORDER', round));
      const delivery = await server.db.insertInto('labDeliveries').values({
        licenceId: user.licenceId, fileName: `round-${round}.csv`, checksum: `bench-${round}`, source: 'upload', state: 'queued', orderId: null, summary: null,
        createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      const job = { orderId: `bench-${round}`, licenceId: user.licenceId, userId: user.id, input: labResultsInput(Number(delivery.id), `round-${round}.csv`, path) } as JobRow;
      const started = performance.now();
      const outcome = await importLabDelivery({ db: server.db, job, folder, media: new MediaStorage(join(folder, 'media')), onProgress: () => undefined });
      const elapsed = performance.now() - started;
      if (!outcome.ok) throw new Error(`bench delivery not imported: ${JSON.stringify(outcome.log).slice(0, 500)}`);
      if (round > 0) times.push(elapsed);
    }
    return summarise(`lab result importer: a 10,000-result CSV delivery (${dialect})`, times, 'ms', {
      dialect, results: samples * components, firstInsertExcluded: true, ...(dialect === 'sqlite' ? { targetMs } : {}),
    });
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** SQLite, and PostgreSQL where TEST_DATABASE_URL names one. */
export default async function labImportBenchmarks(): Promise<BenchResult[]> {
  const results = [await benchDialect('sqlite')];
  if (testDatabaseUrl) results.push(await benchDialect('postgres'));
  return results;
}
