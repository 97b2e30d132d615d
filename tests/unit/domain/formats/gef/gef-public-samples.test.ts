import { describe, expect, it } from 'vitest';
import { readGefBore } from '../../../../../src/domain/formats/gef/gef-bore-reader';
import { exportGefZip, importGefFiles } from '../../../../../src/domain/formats/gef/gef-zip';
import { GEF_CARRIED } from '../../../../../src/domain/formats/gef/gef-bore-writer';
import type { PointTree } from '../../../../../src/domain/formats/project-tree';
import { carried } from '../fixtures/compare';
import { sampleBytes } from '../fixtures/exchange-samples';

function read(relative: string): PointTree {
  const result = readGefBore(sampleBytes(relative), { fileName: relative });
  if (!result.ok) throw new Error(JSON.stringify(result.log));
  return result.value.point;
}

// Counts and values as exchange-samples/SOURCES.md describes the files; each layer count matches #LASTSCAN.
describe('public GEF-BORE examples import without loss', () => {
  it('DINO (pygef example_bore.gef): 102 layers from 7.40 to 153.00 m, sand medians in µm', () => {
    const point = read('gef/pygef/example_bore.gef');
    expect(point.point).toMatchObject({ MpName: 'B25D0598', MpXCoord: 115300, MpYCoord: 480250, MpZCoord: -4, MpDepth: 15300, MpDate: '2000-05-10T00:00:00' });
    expect(point.layers).toHaveLength(102);
    expect(point.layers[0]).toMatchObject({ LaFrom: 740, LaTo: 1250, LaRemark: 'GM' });
    expect(point.layers[2]).toMatchObject({ LaFrom: 2600, LaTo: 2700, LaM50: 270, LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 'g', LaAdditive1GradationCode: '1', LaColourMainCode: 'GR', LaRemark: 'ZMGO; GG2' });
    expect(point.layers.at(-1)).toMatchObject({ LaFrom: 15200, LaTo: 15300 });
  });

  it('DINO 1964 (B62B0582): 21 layers, colour phrases with a second colour', () => {
    const point = read('gef/xsboringen/B62B0582.gef');
    expect(point.layers).toHaveLength(21);
    expect(point.layers[3]).toMatchObject({ LaSoilTypeCode: 'L', LaColourMainCode: 'BR', LaColourSubCode: 'GE', LaRemark: 'CA1; LSS' });
    expect(point.layers[20]).toMatchObject({ LaFrom: 1250, LaTo: 1300, LaM50: 160, LaColourMainCode: 'GN', LaColourSubCode: 'GR' });
  });

  it('Wiertsema (DD286): soil code with colour appended, free-text remarks, 11 samples', () => {
    const point = read('gef/xsboringen/DD286.+027_SB_BIK.GEF');
    expect(point.layers).toHaveLength(26);
    expect(point.layers[1]).toMatchObject({ LaFrom: 70, LaTo: 84, LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 'k', LaAdditive2TypeCode: 'g', LaAdditive2GradationCode: '2', LaColourMainCode: 'BR', LaMedianCode: 'ZZG' });
    expect(point.layers.find((layer) => layer.LaFrom === 900)?.LaRemark).toBe('kleibrokjes, fijn tot matig grof grind, zeer grof tot matig grof zand');
    expect(point.layers.filter((layer) => !layer.LaSoilTypeCode)).toHaveLength(4);
    expect(point.jars).toHaveLength(11);
    expect(point.jars[0]).toMatchObject({ JrName: '[1]', JrFrom: 0, JrTo: 100, JrDate: '2016-10-18T00:00:00' });
    expect(point.point).toMatchObject({ MpXCoord: 177156.72, MpYCoord: 434220.9, MpZCoord: 14.21, MpDepth: 1100 });
  });

  it('Multiconsult (B15): Windows-1252, exponent notation, extra codes after the soil code', () => {
    const result = readGefBore(sampleBytes('gef/amsterdam-gefxml_viewer/003515-6_B15.gef'), { fileName: 'B15.gef' });
    if (!result.ok) throw new Error('unreadable');
    expect(result.log.map((entry) => entry.key)).toContain('formats.gef.import.readAsWindows1252');
    const { point } = result.value;
    expect(point.layers).toHaveLength(13);
    expect(point.layers[1]).toMatchObject({ LaFrom: 40, LaTo: 120, LaSoilTypeCode: 'V', LaAdditive1TypeCode: 'k', LaAdditive1GradationCode: '3', LaColourShadeCode: 'DO', LaColourMainCode: 'BR' });
    expect(point.layers[12]).toMatchObject({ LaFrom: 940, LaTo: 1000, LaColourShadeCode: 'LI', LaColourSubCode: 'BR', LaColourMainCode: 'GR', LaMedianCode: 'ZZF', LaRemark: 'PL (resten) SHE (resten)' });
    expect(point.point).toMatchObject({ MpName: 'B15', MpZCoord: -4.17 });
    expect(point.jars).toHaveLength(15);
  });

  it.each([
    'gef/pygef/example_bore.gef', 'gef/xsboringen/B62B0582.gef', 'gef/xsboringen/DD286.+027_SB_BIK.GEF', 'gef/amsterdam-gefxml_viewer/003515-6_B15.gef',
  ])('%s survives our writer: exported and read again, every carried field is the same', (relative) => {
    const imported = importGefFiles([{ name: relative.split('/').pop() ?? 'file.gef', content: sampleBytes(relative) }]);
    if (!imported.ok) throw new Error('unreadable');
    const exported = exportGefZip(imported.value, { fileOwner: 'test', fileDate: '2026-11-25' });
    if (!exported.ok || typeof exported.files[0]?.content === 'string') throw new Error('export failed');
    const again = importGefFiles([{ name: 'again.zip', content: exported.files[0]?.content ?? new Uint8Array() }]);
    if (!again.ok) throw new Error('unreadable');
    const [before] = imported.value.points;
    const [after] = again.value.points;
    expect(after?.layers.map((layer) => carried(layer, GEF_CARRIED.layer))).toEqual(before?.layers.map((layer) => carried(layer, GEF_CARRIED.layer)));
    expect(after?.jars.map((jar) => carried(jar, GEF_CARRIED.jar))).toEqual(before?.jars.map((jar) => carried(jar, GEF_CARRIED.jar)));
    expect(carried(after?.point ?? {}, GEF_CARRIED.measurementPoint)).toEqual(carried(before?.point ?? {}, GEF_CARRIED.measurementPoint));
  });

  it('names the columns it cannot keep and refuses a file that is not GEF-BORE', () => {
    const cpt = new TextEncoder().encode('#GEFID= 1, 1, 0\n#REPORTCODE= GEF-CPT-Report, 1, 1, 0\n#EOH=\n0;1;!\n');
    const result = readGefBore(cpt, { fileName: 'cpt.gef' });
    expect(result).toMatchObject({ ok: false, log: [{ level: 'error', key: 'formats.gef.import.notGefBore', params: { code: 'GEF-CPT-Report, 1, 1, 0' } }] });
    const withSand = new TextEncoder().encode([
      '#GEFID= 1, 1, 0', '#COLUMN= 3', '#COLUMNINFO= 1, m, top, 1', '#COLUMNINFO= 2, m, bottom, 2', '#COLUMNINFO= 3, %, Zand percentage, 5',
      '#COLUMNSEPARATOR= ;', '#RECORDSEPARATOR= !', '#REPORTCODE= GEF-BORE-Report, 1, 0, 0', '#EOH=', "0;1;80;'Zs1';!", "1;x;;'K';!",
    ].join('\n'));
    const read = readGefBore(withSand, { fileName: 'sand.gef' });
    expect(read.ok && read.log.filter((entry) => entry.level !== 'info').map((entry) => [entry.level, entry.key, entry.record?.line])).toEqual([
      ['warning', 'formats.gef.import.noCoordinates', undefined],
      ['error', 'formats.gef.import.badRecord', 11],
      ['warning', 'formats.gef.import.columnNotKept', undefined],
    ]);
  });
});
