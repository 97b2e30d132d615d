import { describe, expect, it } from 'vitest';
import { readBhrGt } from '../../../../../src/domain/formats/bro/bhrgt-reader';
import { sampleText } from '../fixtures/exchange-samples';

function read(relative: string) {
  const result = readBhrGt(sampleText(relative), { fileName: relative });
  if (!result.ok) throw new Error(JSON.stringify(result.log));
  return result.value;
}

describe('public BRO BHR-GT documents', () => {
  it('dispatched BHR000000347577: location, height, date, depth and the first log\'s four layers', () => {
    const document = read('bro/samples/bedrock-engineer/BHR000000347577.xml');
    expect(document).toMatchObject({ broId: 'BHR000000347577', qualityRegime: 'IMBRO' });
    expect(document.point.point).toMatchObject({ MpXCoord: 183218.1, MpYCoord: 334573.6, MpZCoord: 51, MpDate: '2021-03-04T00:00:00', MpDepth: 300 });
    expect(document.point.layers.map((layer) => [layer.LaFrom, layer.LaTo, layer.LaSoilTypeCode])).toEqual([[0, 50, 'Z'], [50, 150, 'L'], [150, 250, 'Z'], [250, 300, 'Z']]);
    expect(document.point.layers[0]).toMatchObject({ LaColourMainCode: 'GR', LaColourShadeCode: 'DO' });
  });

  it('dispatched BHR000000378222: 33 layers in two descriptive logs of the same borehole; the first (19) is read, the other named', () => {
    const result = readBhrGt(sampleText('bro/samples/bedrock-engineer/BHR000000378222.xml'), { fileName: 'BHR000000378222.xml' });
    expect(result.ok && result.value.point.layers).toHaveLength(19);
    expect(result.log).toContainEqual(expect.objectContaining({ key: 'formats.bro.import.otherLogsNotRead', params: expect.objectContaining({ count: 1 }) }));
  });

  it('the official complete-report example: a rubble layer, a sand layer and a rock layer', () => {
    const document = read('bro/samples/BROprogramma-BHR-GT/BHR_GT_2.1_CompleteReport_V1.xml');
    expect(document.qualityRegime).toBe('IMBRO');
    expect(document.point.point).toMatchObject({ MpXCoord: 134750, MpYCoord: 477800, MpZCoord: 123.321, MpDepth: 278 });
    expect(document.point.layers.map((layer) => [layer.LaFrom, layer.LaTo, layer.LaSoilTypeCode ?? null])).toEqual([[0, 100, null], [100, 181, 'Z'], [200, 245, null]]);
    expect(document.point.layers[1]).toMatchObject({ LaColourMainCode: 'GE', LaColourShadeCode: 'LI' });
  });

  it('refuses a document that holds no BHR-GT research (a GMW well)', () => {
    expect(readBhrGt(sampleText('bro/samples/bro-connector/GMW000000046811.xml'), { fileName: 'gmw.xml' })).toMatchObject({ ok: false, log: [{ key: 'formats.bro.import.notBhrGt' }] });
  });
});
