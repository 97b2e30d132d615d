import { generateDemoProject } from '../../../server/seed/demo-project';
import { importTiDocument } from '../../../server/services/import-export/ti-import-service';
import { nativeDeflater } from '../../../server/services/import-export/native-deflate';
import { readTiDocument } from '../../../server/services/import-export/ti-export-service';
import { seedProject } from '../../../server/services/seed-project';
import { decodeTiFile, encodeTiFile } from '../../../src/domain/formats/ti/ti-file';
import { startTestServer } from '../../server/harness';
import { measure, summarise, type BenchResult } from '../measure';

/** The targets on SQLite for a 10,000-point project with layers and samples: export to .ti ≤ 5 s, import ≤ 10 s. */
const points = 10_000;
const targets = { exportMs: 5000, importMs: 10_000 };

/**
 * Runs `run` and adds the process's CPU time (user + system, ms) to `cpu`: on a machine other work shares,
 * CPU time shows a change in our code where wall time mostly shows the neighbours.
 */
async function withCpu(cpu: number[], run: () => Promise<void>): Promise<void> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
}

/** The CPU-time median of the samples, beside the wall-time figures. */
const withCpuMedian = (result: BenchResult, cpu: readonly number[]): BenchResult => ({ ...result, cpuMedianMs: summarise('cpu', cpu).median });

/** The .ti export (read the tree, encode the zip) and import (decode the file, then one transaction) of a 10,000-point project on SQLite. */
export default async function tiFileBenchmarks(): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect: 'sqlite' });
  try {
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
    const owner = { licenceId: user.licenceId, userId: user.id };
    const { prId } = await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ seed: 10_000, points, projectCode: 'BENCH-TI' }));
    let bytes: Uint8Array = new Uint8Array();
    const exportCpu: number[] = [];
    const exported = await measure(`.ti export of ${points} points with layers and samples (sqlite)`, { samples: 3, warmup: 0, extra: { points, targetMs: targets.exportMs } }, () => withCpu(exportCpu, async () => {
      // As the export call writes it (export-types): empty columns left out, deflated by node's zlib.
      bytes = encodeTiFile(await readTiDocument(server.db, owner, prId, new Date(), { omitEmptyColumns: true }), nativeDeflater);
    }));
    const read = decodeTiFile(bytes, 'bench.ti');
    if (!read.ok) throw new Error('the bench export did not read back');
    const rows = Object.values(read.value.tables).reduce((sum, table) => sum + table.length, 0);
    let copies = 0;
    const importCpu: number[] = [];
    const imported = await measure(`.ti import of ${points} points as a new project code, one transaction (sqlite)`, { samples: 3, warmup: 0, extra: { points, rows, bytes: bytes.length, targetMs: targets.importMs } }, () => withCpu(importCpu, async () => {
      copies += 1;
      const file = decodeTiFile(bytes, 'bench.ti');
      if (!file.ok) throw new Error('the bench export did not read back');
      await importTiDocument(server.db, owner, file.value, `BENCH-TI-${copies}`);
    }));
    return [withCpuMedian(exported, exportCpu), withCpuMedian(imported, importCpu)];
  } finally {
    await server.close();
  }
}
