import { describe, expect, it } from 'vitest';
import { templateTextLimits, textLimitIssues } from '../../../../src/domain/templates/template-text-limits';
import type { TextLimitField } from '../../../../src/domain/templates/template-text-limits';
import { remarkMaxLength, waterSampleNameMaxLength } from '../../../../src/domain/validation/limits';

const field = (ScreenName: string, FieldCode: string, EditorType: number, MaxLength: number | null): TextLimitField => ({ ScreenName, FieldCode, EditorType, MaxLength });

describe("a template's longest text, as the server holds calls to it (spec 01 sections 3 and 5, 'value too long')", () => {
  it('bounds a text field by its MaxLength and leaves fields without one unbounded', () => {
    const limits = templateTextLimits([field('MeasurementPoint', 'MpRemark', 8, remarkMaxLength), field('MeasurementPoint', 'MpName', 1, null)]);
    expect([...limits]).toEqual([['MpRemark', 250]]);
  });

  it('leaves composites (their parts have their own limit of 10), labels and images to their own rules', () => {
    const limits = templateTextLimits([
      field('Layer', 'LaSoilTypeCode', 22, 10), field('Layer', 'LaDateLastChanged', 0, 30), field('MeasurementPoint', 'MpPhoto', 16, 40),
    ]);
    expect(limits.size).toBe(0);
  });

  it('takes the larger limit when two screens edit the kind, and none when one of them sets none', () => {
    const limits = templateTextLimits([
      field('WaterSample', 'WsName', 1, waterSampleNameMaxLength), field('AirSample', 'WsName', 1, 80),
      field('WaterSample', 'WsRemark', 8, 250), field('AirSample', 'WsRemark', 8, null),
      field('AirSample', 'WsPump', 1, null), field('WaterSample', 'WsPump', 1, 12),
    ]);
    expect([...limits]).toEqual([['WsName', 80]]);
  });

  it('names each text past its limit at its field, counting as the database does, and lets numbers and blanks through', () => {
    const limits = new Map([['MpRemark', 5], ['MpDepth', 2]]);
    expect(textLimitIssues({ MpRemark: 'zesvak', MpDepth: 12345 }, limits)).toEqual([
      { field: 'MpRemark', code: 'validation.tooLong', severity: 'error', params: { max: 5 } },
    ]);
    expect(textLimitIssues({ MpRemark: 'vijf!' }, limits)).toEqual([]);
    expect(textLimitIssues({ MpRemark: null }, limits)).toEqual([]);
  });
});
