import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GEF_CARRIED } from '../../../../../src/domain/formats/gef/gef-bore-writer';
import { exportGefZip, importGefFiles } from '../../../../../src/domain/formats/gef/gef-zip';
import { carried, logKeys } from '../fixtures/compare';
import { demoTree } from '../fixtures/demo-tree';

const options = { fileOwner: 'Field-data workstation', fileDate: '2026-11-25' };

describe('GEF-BORE export and import (spec 02 section 9, GEF (zip))', () => {
  const tree = demoTree();
  const exported = exportGefZip(tree, options);
  if (!exported.ok) throw new Error('export failed');
  const zip = exported.files[0];
  if (!zip || typeof zip.content === 'string') throw new Error('no zip');
  const zipBytes = zip.content;

  it('writes one .gef per measurement point into one zip', () => {
    expect(zip.name).toBe('DEMO-AMF_gef.zip');
    expect(Object.keys(unzipSync(zipBytes))).toEqual(tree.points.map((point) => `${point.point.MpName}.gef`));
  });

  it('reads back everything the format carries, identically: project, points, layers and samples', () => {
    const read = importGefFiles([{ name: zip.name, content: zipBytes }]);
    if (!read.ok) throw new Error(JSON.stringify(read.log));
    expect(carried(read.value.project, ['PrCode', 'PrPlace', 'PrCoordinateSystem'])).toEqual(carried(tree.project, ['PrCode', 'PrPlace', 'PrCoordinateSystem']));
    expect(read.value.points).toHaveLength(tree.points.length);
    tree.points.forEach((original, index) => {
      const back = read.value.points[index];
      const fields = [...GEF_CARRIED.measurementPoint].filter((field) => field !== 'MpPointGeometry');
      expect(carried(back?.point ?? {}, fields)).toEqual(carried(original.point, fields));
      expect(back?.layers.map((layer) => carried(layer, GEF_CARRIED.layer))).toEqual(original.layers.map((layer) => carried(layer, GEF_CARRIED.layer)));
      expect(back?.jars.map((jar) => carried(jar, GEF_CARRIED.jar))).toEqual(original.jars.map((jar) => carried(jar, GEF_CARRIED.jar)));
    });
  });

  it('names what GEF does not carry instead of dropping it silently', () => {
    const notCarried = exported.log.filter((entry) => entry.key === 'formats.common.notCarried').map((entry) => entry.params.kind);
    expect(notCarried).toEqual(expect.arrayContaining(['measurementPoint', 'layer', 'jar']));
    const records = exported.log.filter((entry) => entry.key === 'formats.common.recordsNotCarried').map((entry) => [entry.level, entry.params.kind]);
    expect(records).toEqual([['warning', 'filterTube'], ['warning', 'waterSample'], ['warning', 'analysisSample']]);
    expect(exported.log.find((entry) => entry.params.kind === 'layer')?.params.fields).toContain('LaLoamPerc');
  });

  it('warns about a layer without a soil code and writes it as NBE', () => {
    const first = tree.points[0];
    if (!first) throw new Error('no point');
    const layer = { ...first.layers[0], LaSoilTypeCode: null, LaAdditive1TypeCode: null, LaAdditive2TypeCode: null, LaSecondary1Code: null, LaSecondary2Code: null };
    const result = exportGefZip({ ...tree, points: [{ ...first, layers: [layer] }] }, options);
    expect(result.ok && result.log.filter((entry) => entry.key === 'formats.common.layerWithoutSoilCode').map((entry) => entry.level)).toEqual(['warning']);
    if (!result.ok || typeof result.files[0]?.content === 'string') throw new Error('export failed');
    const text = new TextDecoder('windows-1252').decode(Object.values(unzipSync(result.files[0]?.content ?? new Uint8Array()))[0]);
    expect(text).toMatch(/;'NBE';/);
  });

  it('logs an error for a layer without depths and leaves it out', () => {
    const first = tree.points[0];
    if (!first) throw new Error('no point');
    const result = exportGefZip({ ...tree, points: [{ ...first, layers: [{ ...first.layers[0], LaTo: null }] }] }, options);
    expect(result.ok && logKeys(result.log.filter((entry) => entry.level === 'error'))).toEqual(['formats.common.layerWithoutDepth']);
  });

  it('refuses an export without points', () => {
    expect(exportGefZip({ ...tree, points: [] }, options)).toEqual({ ok: false, log: [{ level: 'error', key: 'formats.common.noPoints', params: {} }] });
  });

  it('gives the same bytes for the same tree and options', () => {
    const again = exportGefZip(tree, options);
    expect(again.ok && again.files[0]?.content).toEqual(zipBytes);
  });
});
