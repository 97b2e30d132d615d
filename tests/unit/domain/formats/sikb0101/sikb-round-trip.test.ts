import { describe, expect, it } from 'vitest';
import type { ProjectTree } from '../../../../../src/domain/formats/project-tree';
import { SIKB_ANALYSIS_CARRIED } from '../../../../../src/domain/formats/sikb0101/sikb-write-analyses';
import { SIKB_POINT_CARRIED } from '../../../../../src/domain/formats/sikb0101/sikb-write-points';
import { SIKB_SAMPLE_CARRIED } from '../../../../../src/domain/formats/sikb0101/sikb-write-samples';
import { exportSikb0101, SIKB_PROJECT_CARRIED } from '../../../../../src/domain/formats/sikb0101/sikb-writer';
import { readSikb0101 } from '../../../../../src/domain/formats/sikb0101/sikb-reader';
import { sikbExportVersions } from '../../../../../src/domain/formats/sikb0101/sikb-versions';
import { carried, logKeys } from '../fixtures/compare';
import { demoTree } from '../fixtures/demo-tree';
import { validateAgainst } from '../fixtures/xsd-validate';

const pointFields = [...SIKB_POINT_CARRIED.measurementPoint].filter((field) => field !== 'MpPointGeometry');

/** Everything SIKB0101 carries of a tree, GUIDs included: the format identifies every record. */
function carriedTree(tree: ProjectTree) {
  return {
    project: carried(tree.project, [...SIKB_PROJECT_CARRIED, 'PrGuid']),
    points: tree.points.map((point) => ({
      point: carried(point.point, [...pointFields, 'MpGuid']),
      layers: point.layers.map((layer) => carried(layer, [...SIKB_POINT_CARRIED.layer, 'LaGuid'])),
      filterTubes: point.filterTubes.map((tube) => carried(tube, [...SIKB_POINT_CARRIED.filterTube, 'FtGuid'])),
      jars: point.jars.map((jar) => carried(jar, [...SIKB_SAMPLE_CARRIED.jar, 'JrGuid'])),
      waterSamples: point.waterSamples.map((sample) => ({
        sample: carried(sample.sample, [...SIKB_SAMPLE_CARRIED.waterSample, 'WsGuid']),
        tubeGuid: sample.tubeGuid,
        bottles: sample.bottles.map((bottle) => carried(bottle, SIKB_SAMPLE_CARRIED.bottle)),
        observations: sample.observations.map((observation) => carried(observation, [...SIKB_SAMPLE_CARRIED.observation, 'WsGuid'])),
      })),
    })),
    analysisSamples: tree.analysisSamples.map((sample) => ({
      sample: carried(sample.sample, [...SIKB_ANALYSIS_CARRIED.analysisSample, 'AsGuid']),
      partGuids: [...sample.partGuids].sort(),
      results: sample.results.map((result) => carried(result, [...SIKB_ANALYSIS_CARRIED.analysisResult, 'ArGuid', 'AsGuid'])),
    })),
  };
}

describe('SIKB0101 export (spec 02 section 9: SIKB 14.4.0, 14.7.0, 14.8.0, 14.9.0)', () => {
  const tree = demoTree();
  const options = { date: '2026-11-25', organisation: 'Field-data workstation' };

  it.each(['14.8.0', '14.9.0'] as const)('%s validates against the published XSD', async (version) => {
    const exported = exportSikb0101(tree, { ...options, version });
    if (!exported.ok) throw new Error(JSON.stringify(exported.log));
    const xml = String(exported.files[0]?.content);
    expect(await validateAgainst(version === '14.8.0' ? 'sikb148' : 'sikb149', xml)).toEqual({ valid: true });
  }, 30_000);

  it.each(sikbExportVersions)('%s reads back with nothing lost: project, points, layers, tubes, samples, observations, analyses', (version) => {
    const exported = exportSikb0101(tree, { ...options, version });
    if (!exported.ok) throw new Error('export failed');
    const read = readSikb0101(String(exported.files[0]?.content), { fileName: 'demo.xml' });
    if (!read.ok) throw new Error(JSON.stringify(read.log));
    expect(read.value.version).toBe(version);
    expect(carriedTree(read.value.tree)).toEqual(carriedTree(tree));
    expect(read.log.filter((entry) => entry.level !== 'info')).toEqual([]);
  });

  it('says which versions it could not check against a schema', () => {
    for (const version of sikbExportVersions) {
      const exported = exportSikb0101(tree, { ...options, version });
      expect(exported.ok && logKeys(exported.log).includes('formats.sikb0101.export.versionNotValidated')).toBe(version === '14.4.0' || version === '14.7.0');
    }
  });

  it('keeps a censored value as its symbol beside the number (<0.2 stays < and 0.2)', () => {
    const exported = exportSikb0101(tree, { ...options, version: '14.9.0' });
    if (!exported.ok) throw new Error('export failed');
    expect(String(exported.files[0]?.content)).toContain('<immetingen:limitSymbol>&lt;</immetingen:limitSymbol>');
    const read = readSikb0101(String(exported.files[0]?.content), { fileName: 'demo.xml' });
    const result = read.ok ? read.value.tree.analysisSamples[0]?.results[1] : undefined;
    expect(result).toMatchObject({ Symbol: '<', MeasuredValue: 0.2, AlphanumericValue: '<0.2 mg/kg ds' });
  });

  it('names what it cannot carry, and refuses a project without a code', () => {
    const exported = exportSikb0101(tree, { ...options, version: '14.9.0' });
    const notCarried = exported.ok ? exported.log.filter((entry) => entry.key === 'formats.common.notCarried') : [];
    expect(notCarried.find((entry) => entry.params.kind === 'layer')?.params.fields).toContain('LaLutumPerc');
    expect(notCarried.find((entry) => entry.params.kind === 'observation')?.params.fields).toContain('ObObservationType');
    expect(exportSikb0101({ ...tree, project: { ...tree.project, PrCode: null } }, { ...options, version: '14.9.0' })).toMatchObject({
      ok: false, log: [{ level: 'error', key: 'formats.sikb0101.export.missingProjectCode' }],
    });
  });

  it('warns about a layer without a soil code and still writes the layer', () => {
    const [first, ...rest] = tree.points;
    if (!first) throw new Error('no point');
    const layer = { ...first.layers[0], LaSoilTypeCode: null };
    const exported = exportSikb0101({ ...tree, points: [{ ...first, layers: [layer] }, ...rest] }, { ...options, version: '14.9.0' });
    expect(exported.ok && exported.log.filter((entry) => entry.key === 'formats.common.layerWithoutSoilCode').map((entry) => entry.level)).toEqual(['warning']);
    expect(exported.ok && String(exported.files[0]?.content)).toContain(`gml:id="_${String(layer.LaGuid)}"`);
  });
});
