import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportBhrGt } from '../../../../../src/domain/formats/bro/bhrgt-export';
import { BHRGT_LAYER_CARRIED } from '../../../../../src/domain/formats/bro/bhrgt-layers';
import { readBhrGt } from '../../../../../src/domain/formats/bro/bhrgt-reader';
import type { ExportOutcome } from '../../../../../src/domain/formats/format-result';
import type { ProjectTree } from '../../../../../src/domain/formats/project-tree';
import { carried } from '../fixtures/compare';
import { demoTree } from '../fixtures/demo-tree';
import { validateAgainst, validateAllAgainst } from '../fixtures/xsd-validate';
import { bhrGtOptions } from './bhrgt-options.fixture';

function documents(outcome: ExportOutcome): Record<string, string> {
  if (!outcome.ok || typeof outcome.files[0]?.content === 'string') throw new Error(JSON.stringify(outcome.log));
  return Object.fromEntries(Object.entries(unzipSync(outcome.files[0]?.content ?? new Uint8Array())).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const layerFields = [...BHRGT_LAYER_CARRIED];

describe('BRO BHR-GT export (spec 02 section 9: class 2 only, IMBRO and IMBRO/A)', () => {
  const tree = demoTree(6);

  it.each(['IMBRO/A', 'IMBRO'] as const)('%s: one registration request per point, each valid against isbhr-gt 2.1, zipped with log.json', async (qualityRegime) => {
    const files = documents(exportBhrGt(tree, { ...bhrGtOptions, qualityRegime }));
    expect(Object.keys(files)).toEqual([...tree.points.map((point) => `${point.point.MpName}_BHR-GT.xml`), 'log.json']);
    const xmls = Object.entries(files).filter(([file]) => file.endsWith('.xml')).map(([fileName, contents]) => ({ fileName, contents }));
    expect(await validateAllAgainst('bhrgtRegistration', xmls)).toEqual({ valid: true });
    expect(JSON.parse(files['log.json'] ?? '[]')).toContainEqual(expect.objectContaining({ key: 'formats.bro.export.written' }));
  }, 60_000);

  it('IMBRO/A reads back with the NEN 5104 name, colour, median and depths of every layer', () => {
    const files = documents(exportBhrGt(tree, bhrGtOptions));
    tree.points.forEach((point) => {
      const read = readBhrGt(files[`${point.point.MpName}_BHR-GT.xml`] ?? '', { fileName: 'doc.xml' });
      if (!read.ok) throw new Error(JSON.stringify(read.log));
      expect(read.value.objectIdAccountableParty).toBe(point.point.MpGuid);
      expect(carried(read.value.point.point, ['MpGuid', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpDate', 'MpDepth'])).toEqual(carried(point.point, ['MpGuid', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpDate', 'MpDepth']));
      expect(read.value.point.layers.map((layer) => carried(layer, layerFields))).toEqual(point.layers.map((layer) => carried(layer, layerFields)));
    });
  });

  it('IMBRO keeps the main soil only (its list has no NEN 5104 names) and says the names are derived', () => {
    const outcome = exportBhrGt(tree, { ...bhrGtOptions, qualityRegime: 'IMBRO' });
    expect(outcome.log.map((entry) => entry.key)).toContain('formats.bro.export.soilNamesDerived');
    const point = tree.points[0];
    const read = readBhrGt(documents(outcome)[`${point?.point.MpName}_BHR-GT.xml`] ?? '', { fileName: 'doc.xml' });
    expect(read.ok && read.value.point.layers.map((layer) => layer.LaSoilTypeCode)).toEqual(point?.layers.map((layer) => layer.LaSoilTypeCode));
  });

  it('a point without coordinates is an error and is left out; without height or layers too', () => {
    const [first, second, third, ...rest] = tree.points;
    if (!first || !second || !third) throw new Error('fixture');
    const broken: ProjectTree = {
      ...tree,
      points: [{ ...first, point: { ...first.point, MpXCoord: null, MpYCoord: null } }, { ...second, point: { ...second.point, MpZCoord: null } }, { ...third, layers: [] }, ...rest],
    };
    const outcome = exportBhrGt(broken, bhrGtOptions);
    expect(outcome.log.filter((entry) => entry.level === 'error').map((entry) => [entry.key, entry.record?.name])).toEqual([
      ['formats.bro.export.pointWithoutCoordinates', first.point.MpName],
      ['formats.bro.export.pointWithoutHeight', second.point.MpName],
      ['formats.bro.export.pointWithoutLayers', third.point.MpName],
    ]);
    expect(Object.keys(documents(outcome))).toHaveLength(rest.length + 1);
  });

  it('a layer without a soil code is a warning, and the layer is still delivered', async () => {
    const [first] = tree.points;
    if (!first) throw new Error('fixture');
    const layers = first.layers.map((layer, index) => (index === 0 ? { ...layer, LaSoilTypeCode: null } : layer));
    const outcome = exportBhrGt({ ...tree, points: [{ ...first, layers }] }, bhrGtOptions);
    expect(outcome.log.filter((entry) => entry.key === 'formats.common.layerWithoutSoilCode').map((entry) => entry.level)).toEqual(['warning']);
    const xml = Object.values(documents(outcome))[0] ?? '';
    expect(await validateAgainst('bhrgtRegistration', xml)).toEqual({ valid: true });
    const read = readBhrGt(xml, { fileName: 'doc.xml' });
    expect(read.ok && read.value.point.layers).toHaveLength(layers.length);
  }, 30_000);

  it('writes a correction request with the BRO ID and reason the pre-export checks decided', async () => {
    const [first] = tree.points;
    if (!first) throw new Error('fixture');
    const deliveries = new Map([[String(first.point.MpGuid), { action: 'correct' as const, qualityRegime: 'IMBRO/A' as const, broId: 'BHR000000336062', correctionReason: 'eigenCorrectie' as const }]]);
    const xml = Object.values(documents(exportBhrGt({ ...tree, points: [first] }, bhrGtOptions, deliveries)))[0] ?? '';
    expect(xml).toContain('<correctionRequest');
    expect(xml).toContain('<correctionReason codeSpace="urn:bro:bhrgt:CorrectionReason">eigenCorrectie</correctionReason>');
    expect(await validateAgainst('bhrgtRegistration', xml)).toEqual({ valid: true });
    expect(readBhrGt(xml, { fileName: 'doc.xml' })).toMatchObject({ ok: true, value: { broId: 'BHR000000336062', qualityRegime: 'IMBRO/A' } });
  }, 30_000);

  it('refuses a delivering party that is no KvK number', () => {
    expect(exportBhrGt(tree, { ...bhrGtOptions, deliveryAccountableParty: '1234' })).toMatchObject({ ok: false, log: [{ level: 'error', key: 'formats.bro.export.invalidChamberOfCommerce' }] });
  });
});
