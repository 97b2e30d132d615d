import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { GEF_CARRIED } from '../../../src/domain/formats/gef/gef-bore-writer';
import { convertImportFiles, type ProjectImportType } from '../../../src/domain/formats/exchange-import';
import { importGefFiles } from '../../../src/domain/formats/gef/gef-zip';
import type { PointTree, ProjectTree } from '../../../src/domain/formats/project-tree';
import { projectTreeFromTables } from '../../../src/domain/formats/tree-tables';
import { SIKB_POINT_CARRIED } from '../../../src/domain/formats/sikb0101/sikb-write-points';
import { readSikb0101 } from '../../../src/domain/formats/sikb0101/sikb-reader';
import { carried } from '../../unit/domain/formats/fixtures/compare';
import { sampleBytes } from '../../unit/domain/formats/fixtures/exchange-samples';
import { forEachDatabase } from '../harness';
import { importThroughJobs, storedTree, treeCounts } from './exchange-calls';
import { useServerWithOwner } from './server-with-owner';

/** Real GEF-BORE files of three producers (exchange-samples/SOURCES.md). */
const gefSamples = ['gef/pygef/example_bore.gef', 'gef/xsboringen/DD286.+027_SB_BIK.GEF', 'gef/xsboringen/B62B0582.gef', 'gef/amsterdam-gefxml_viewer/003515-6_B15.gef'];

/** Real SIKB0101 documents: the BRO's SAD examples (14.9) and two consultants' projects (14.x). */
const sikbSamples = [
  'sikb/samples/BROprogramma-SAD/extracted/1._SAD_registrationRequest_IMBROA.imsikb0101.xml',
  'sikb/samples/BROprogramma-SAD/extracted/3b._SAD_registrationRequest_IMBRO_-_Asbest.imsikb0101.xml',
  'sikb/samples/BROprogramma-SAD/extracted/3c._SAD_registrationRequest_IMBRO_-_XRF.imsikb0101.xml',
  'sikb/samples/amsterdam-gefxml_viewer/imsikb_v14-project-229492_verkennendbodemonderzoekkabel-enleidingtraceterpl_20220610084424549.xml',
  'sikb/samples/BROprogramma-GAR-SIKB-converter/WBB_BBK_BOTOVA_v14.2.0.xml',
];

const fileName = (path: string) => path.split('/').pop() ?? path;

/** The tree the convert step hands the import: the reader's, fitted to the storage rules with every change logged. */
function convertedTree(type: ProjectImportType, files: { name: string; bytes: Uint8Array }[]): ProjectTree {
  const converted = convertImportFiles(type, files.map((file) => ({ name: file.name, content: file.bytes })), new Date());
  if (!converted.ok) throw new Error(JSON.stringify(converted.log));
  return projectTreeFromTables(converted.value);
}

/** Every count but the gauging tubes, which the import may add to hold groundwater samples the file hangs under no filter. */
function countsBesideTubes(tree: ProjectTree): Record<string, number> {
  const { filterTubes: _tubes, ...counts } = treeCounts(tree);
  return counts;
}

/** What a format carries of every point, by name, layers by depth: the values an import must keep. */
function carriedPoints(tree: ProjectTree, fields: { point: Iterable<string>; layer: Iterable<string> }): Record<string, unknown> {
  const byName = (point: PointTree) => String(point.point.MpName);
  return Object.fromEntries(tree.points.map((point) => [byName(point), {
    point: carried(point.point, fields.point),
    layers: [...point.layers].sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0)).map((layer) => carried(layer, fields.layer)),
  }]));
}

describe('public example files import through the job orchestrator with nothing lost (spec 02 section 9, import types)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let imports = 0;

    it('GEF-BORE files of three producers become one project with every point, layer and sample the reader reads', { timeout: 60_000 }, async () => {
      const files = gefSamples.map((path) => ({ name: fileName(path), bytes: sampleBytes(path) }));
      const read = importGefFiles(files.map((file) => ({ name: file.name, content: file.bytes })));
      if (!read.ok) throw new Error(JSON.stringify(read.log));
      imports += 1;
      const { converted, imported } = await importThroughJobs(api.server, api.session, files, { code: `GEF-PUB-${imports}` });
      expect(converted.log.filter((entry) => entry.key === 'formats.gef.import.read')).toHaveLength(gefSamples.length);
      expect(imported.state, JSON.stringify(imported.log.filter((entry) => entry.level === "error"))).toBe('done');
      const stored = await storedTree(api.server, api.owner, Number(imported.result?.prId));
      expect(treeCounts(stored)).toEqual(treeCounts(read.value));
      const fields = { point: [...GEF_CARRIED.measurementPoint].filter((field) => field !== 'MpPointGeometry'), layer: GEF_CARRIED.layer };
      expect(carriedPoints(stored, fields)).toEqual(carriedPoints(convertedTree('gef', files), fields));
    });

    it.each(sikbSamples)('SIKB0101 %s imports with every point, layer, tube and sample the reader reads', { timeout: 60_000 }, async (path) => {
      const bytes = sampleBytes(path);
      const read = readSikb0101(new TextDecoder().decode(bytes), { fileName: fileName(path) });
      if (!read.ok) throw new Error(JSON.stringify(read.log));
      imports += 1;
      const { imported } = await importThroughJobs(api.server, api.session, [{ name: fileName(path), bytes }], { code: `SIKB-PUB-${imports}` });
      expect(imported.state, JSON.stringify(imported.log.filter((entry) => entry.level === "error"))).toBe('done');
      const stored = await storedTree(api.server, api.owner, Number(imported.result?.prId));
      const converted = convertedTree('sikb0101', [{ name: fileName(path), bytes }]);
      expect(countsBesideTubes(stored)).toEqual(countsBesideTubes(read.value.tree));
      expect(treeCounts(stored)).toEqual(treeCounts(converted));
      const fields = { point: [...SIKB_POINT_CARRIED.measurementPoint].filter((field) => field !== 'MpPointGeometry'), layer: SIKB_POINT_CARRIED.layer };
      expect(carriedPoints(stored, fields)).toEqual(carriedPoints(converted, fields));
    });

    it('imports GEF files into an existing project beside its own points, in one transaction', { timeout: 60_000 }, async () => {
      imports += 1;
      const { prId } = await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ points: 3, seed: 77, projectCode: `GEF-INTO-${imports}` }));
      const before = (await storedTree(api.server, api.owner, prId)).points.length;
      const files = gefSamples.slice(0, 2).map((path) => ({ name: fileName(path), bytes: sampleBytes(path) }));
      const { imported } = await importThroughJobs(api.server, api.session, files, { projectId: prId });
      expect(imported).toMatchObject({ state: 'done', result: { prId, prCode: `GEF-INTO-${imports}` } });
      const after = await storedTree(api.server, api.owner, prId);
      expect(after.points).toHaveLength(before + 2);
    });

    it('refuses an import into a project of no one\'s licence, and leaves the converted order for another try', async () => {
      const files = [{ name: fileName(gefSamples[0] ?? ''), bytes: sampleBytes(gefSamples[0] ?? '') }];
      const { uploadForConversion, orderIdOf, settledJob } = await import('./job-calls');
      const orderId = orderIdOf((await uploadForConversion(api.server, api.session, files)).body);
      await settledJob(api.server, api.session, orderId);
      const answer = await api.server.post('/JobOrchestrator/import', { orderId, projectFiles: [{ projectCode: null, projectId: 999999 }] }, api.session.accessToken);
      expect(answer.status).toBe(404);
    });
  });
});
