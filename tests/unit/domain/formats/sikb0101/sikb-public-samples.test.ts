import { describe, expect, it } from 'vitest';
import type { ProjectTree } from '../../../../../src/domain/formats/project-tree';
import { readSikb0101 } from '../../../../../src/domain/formats/sikb0101/sikb-reader';
import { logKeys } from '../fixtures/compare';
import { sampleText } from '../fixtures/exchange-samples';

function read(relative: string) {
  const result = readSikb0101(sampleText(relative), { fileName: relative });
  if (!result.ok) throw new Error(JSON.stringify(result.log));
  return result;
}

function counts(tree: ProjectTree) {
  const sum = (pick: (point: ProjectTree['points'][number]) => number) => tree.points.reduce((total, point) => total + pick(point), 0);
  return {
    points: tree.points.length,
    layers: sum((point) => point.layers.length),
    tubes: sum((point) => point.filterTubes.length),
    jars: sum((point) => point.jars.length),
    waterSamples: sum((point) => point.waterSamples.length),
    analysisSamples: tree.analysisSamples.length,
    results: tree.analysisSamples.reduce((total, sample) => total + sample.results.length, 0),
  };
}

// Counts as exchange-samples/SOURCES.md describes the files, checked against the files themselves (the
// GAR-SIKB readme's names and bottle counts differ from its onderzoek.xml).
describe('public SIKB0101 examples', () => {
  it('12.1 project (SIKB_2010P258): 18 boreholes, 75 layers, 122 samples, 3 filters, lab results with censored values', () => {
    const { value, log } = read('sikb/samples/amsterdam-gefxml_viewer/SIKB_2010P258.xml');
    expect(value.version).toBe('12.1.0');
    expect(logKeys(log)).toContain('formats.sikb0101.import.olderVersion');
    const found = counts(value.tree);
    expect(found).toMatchObject({ points: 18, layers: 75, tubes: 3, jars: 99, waterSamples: 3, analysisSamples: 23, results: 594 });
    // 99 jars + 3 water samples + 20 analysis samples are the file's 122 Sample features; 3 more analysis samples are implied by results on water samples.
    expect(log.filter((entry) => entry.key === 'formats.sikb0101.import.impliedAnalysisSample')).toHaveLength(3);
    expect(value.tree.project).toMatchObject({ PrCode: '2010P258', PrName: 'Houtmankade 59-117 te Amsterdam', PrCoordinateSystem: 'EPSG:4326' });
    const first = value.tree.points[0];
    // Written longitude first under the URN of EPSG:4326; read as X 4.88, Y 52.39.
    expect(first?.point).toMatchObject({ MpName: '03', MpXCoord: 4.8847851, MpYCoord: 52.3881376, MpDepth: 350 });
    expect(first?.layers[0]).toMatchObject({ LaFrom: 0, LaTo: 5, LaRemark: 'Tegel' });
    expect(value.tree.points.flatMap((point) => point.layers).filter((layer) => layer.LaSoilTypeCode === 'Z' && layer.LaAdditive1TypeCode === 's' && layer.LaAdditive1GradationCode === '1').length).toBeGreaterThan(0);
    const censored = value.tree.analysisSamples.flatMap((sample) => sample.results).filter((result) => result.Symbol === '<');
    expect(censored.length).toBeGreaterThan(0);
  });

  it('14.5 project: 46 boreholes and 250 samples (184 soil, 9 water, 57 analysis), 1518 results linked only from the samples', () => {
    const { value, log } = read('sikb/samples/amsterdam-gefxml_viewer/imsikb_v14-project-229492_verkennendbodemonderzoekkabel-enleidingtraceterpl_20220610084424549.xml');
    expect(value.version).toBe('14.5.0');
    expect(counts(value.tree)).toMatchObject({ points: 46, jars: 184, waterSamples: 9, analysisSamples: 57, results: 1518 });
    expect(value.tree.points[0]?.point).toMatchObject({ MpName: 'J01', MpXCoord: 120823.894, MpYCoord: 488917.459 });
    // Its project code is empty: the import wizard asks for one.
    expect(logKeys(log)).toContain('formats.sikb0101.import.noProject');
  });

  it('14.2 analysis file (GAR-SIKB onderzoek.xml): 3 points, 4 filters, water sample WA1-1 with 2 bottles and field measurements, its analysis sample', () => {
    const { value } = read('sikb/samples/BROprogramma-GAR-SIKB-converter/onderzoek.xml');
    expect(counts(value.tree)).toMatchObject({ points: 3, tubes: 4, waterSamples: 1, analysisSamples: 1 });
    const sample = value.tree.points.flatMap((point) => point.waterSamples)[0];
    expect(sample?.sample).toMatchObject({ WsName: 'WA1-1', WsMatrixCode: 'GW' });
    expect(sample?.bottles.map((bottle) => [bottle.BoName, bottle.BoBarcode])).toEqual([['Fles numero 1', '168468131'], ['Fles numero 2', '168468aas']]);
    expect(sample?.observations.length).toBeGreaterThan(0);
    expect(value.tree.analysisSamples[0]?.sample.Name).toBe('WA1-1');
    expect(value.tree.analysisSamples[0]?.partGuids).toEqual([sample?.sample.WsGuid]);
  });

  it('14.3 BoToVa file: 2 points, 3 tubes, 10 mixed water samples with all 858 results', () => {
    const { value } = read('sikb/samples/BROprogramma-GAR-SIKB-converter/WBB_BBK_BOTOVA_v14.2.0.xml');
    expect(counts(value.tree)).toMatchObject({ points: 2, tubes: 3, waterSamples: 10, results: 858 });
  });

  it.each([
    ['1._SAD_registrationRequest_IMBROA.imsikb0101.xml', { points: 1, layers: 3, tubes: 1, jars: 3, waterSamples: 1 }],
    ['1b._SAD_registrationRequest_IMBROA_-_filter_scenarios.imsikb0101.xml', { points: 12, tubes: 12 }],
    ['3b._SAD_registrationRequest_IMBRO_-_Asbest.imsikb0101.xml', { points: 2, layers: 2, jars: 3 }],
  ])('14.9 SAD example %s', (file, expected) => {
    const { value } = read(`sikb/samples/BROprogramma-SAD/extracted/${file}`);
    expect(value.version).toBe('14.9.0');
    expect(counts(value.tree)).toMatchObject(expected);
  });

  it('reads the SIKB0101 collection inside a BRO SAD correction request as well', () => {
    const { value } = read('sikb/samples/BROprogramma-SAD/original/2._SAD_correctionRequest_IMBROA.xml');
    expect(value.tree.project).toMatchObject({ PrCode: 'SIKB_PROT_2001_2002' });
    const layer = value.tree.points[0]?.layers[0];
    expect(layer).toMatchObject({ LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'K', LaAdditive1TypeCode: 's', LaAdditive1GradationCode: '3', LaColourMainCode: 'BR', LaColourSubCode: 'GE', LaColourShadeCode: 'LI' });
  });

  it('refuses a file that is no SIKB0101 and one that is no XML', () => {
    expect(readSikb0101('<root/>', { fileName: 'x.xml' })).toMatchObject({ ok: false, log: [{ key: 'formats.sikb0101.import.notSikb' }] });
    expect(readSikb0101('<root', { fileName: 'x.xml' })).toMatchObject({ ok: false, log: [{ key: 'formats.common.unreadableXml' }] });
  });
});
