import { describe, expect, it } from 'vitest';
import { error } from '../../../../src/domain/validation/issue';
import type { FieldTemplate } from '../../../../src/domain/editing/field-template';
import { fieldIssues, withoutDuplicateIssues } from '../../../../src/domain/editing/field-issues';

function template(FieldCode: string, EditorType: number, extra: Partial<FieldTemplate> = {}): FieldTemplate {
  return {
    FieldCode, LabelKey: `fields.label.${FieldCode}`, EditorType, ListCategory: null, Required: false, MaxLength: null,
    AllowMultiEdit: false, FieldOrder: 0, Visible: true, ScreenName: 'Test', ...extra,
  };
}

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('fieldIssues: template rules (spec 01 section 5)', () => {
  it('required refuses blank, not zero or false', () => {
    const name = template('MpName', 1, { Required: true });
    expect(codes(fieldIssues(name, '  ', {}))).toEqual(['MpName:validation.required']);
    expect(fieldIssues(template('MpDepth', 6, { Required: true }), 0, {})).toEqual([]);
    expect(fieldIssues(template('PrPinned', 4, { Required: true }), false, {})).toEqual([]);
  });

  it('reads the value from the record when none is given', () => {
    expect(codes(fieldIssues(template('MpName', 1, { Required: true }), undefined, { MpName: null }))).toEqual(['MpName:validation.required']);
  });

  it('MaxLength from the template: the remark of 250 (spec 01 section 9)', () => {
    const remark = template('MpRemark', 8, { MaxLength: 250 });
    expect(fieldIssues(remark, 'r'.repeat(250), {})).toEqual([]);
    expect(fieldIssues(remark, 'r'.repeat(251), {})).toEqual([error('MpRemark', 'validation.tooLong', { max: 250 })]);
  });

  it('a template pattern matches case-insensitively', () => {
    const code = template('CcChamberOfCommerceNumber', 1, { Pattern: '[a-z]{2}\\d+' });
    expect(fieldIssues(code, 'NL123', {})).toEqual([]);
    expect(codes(fieldIssues(code, '123', {}))).toEqual(['CcChamberOfCommerceNumber:validation.pattern']);
  });

  it('a project code is required and at most 20 whatever the template says', () => {
    const code = template('PrCode', 21, { MaxLength: 50 });
    expect(codes(fieldIssues(code, null, {}))).toEqual(['PrCode:validation.required']);
    expect(fieldIssues(code, 'P'.repeat(21), {})).toEqual([error('PrCode', 'validation.tooLong', { max: 20 })]);
    expect(fieldIssues(template('PrCode', 21, { MaxLength: 10 }), 'P'.repeat(11), {})).toEqual([error('PrCode', 'validation.tooLong', { max: 10 })]);
  });
});

describe('fieldIssues: kind rules on stored values', () => {
  it('numbers up to 2147483647, whole for type 5, dates valid', () => {
    expect(codes(fieldIssues(template('JrAsbestosPieces', 5), 2147483648, {}))).toEqual(['JrAsbestosPieces:validation.number.tooLarge']);
    expect(codes(fieldIssues(template('JrAsbestosPieces', 5), 2.5, {}))).toEqual(['JrAsbestosPieces:validation.number.notWhole']);
    expect(codes(fieldIssues(template('MpDate', 2), '2026-02-30T00:00:00', {}))).toEqual(['MpDate:validation.date.invalid']);
    expect(fieldIssues(template('MpDate', 2), '2026-02-28T00:00:00', {})).toEqual([]);
  });

  it('barcodes at most 5 each (type 14)', () => {
    expect(codes(fieldIssues(template('JrBarcode', 14), 'AB123;ABCDEF', {}))).toEqual(['JrBarcode:validation.barcode.tooLong']);
  });

  it('a type 19 field that is no range part is a single number without minus', () => {
    expect(codes(fieldIssues(template('MpDepth', 19), -5, {}))).toEqual(['MpDepth:validation.number.negative']);
  });
});

describe('fieldIssues: composites (spec 01 section 3)', () => {
  it('19: both numeric and the second greater than the first', () => {
    const range = template('JrFrom', 19);
    expect(codes(fieldIssues(range, { JrFrom: 100, JrTo: 50 }, {}))).toEqual(['JrTo:validation.range.toNotAboveFrom']);
    expect(codes(fieldIssues(range, { JrFrom: 50, JrTo: null }, {}))).toEqual(['JrTo:validation.trajectory.incomplete']);
    expect(fieldIssues(range, { JrFrom: 50, JrTo: 100 }, {})).toEqual([]);
  });

  it('19 pairs without from/to (trial pit length and width) have no order, only number rules', () => {
    const pit = template('MpTrialPitLength', 19);
    expect(fieldIssues(pit, { MpTrialPitLength: 400, MpTrialPitWidth: 120 }, {})).toEqual([]);
    expect(codes(fieldIssues(pit, { MpTrialPitLength: -4, MpTrialPitWidth: 120 }, {}))).toEqual(['MpTrialPitLength:validation.number.negative']);
  });

  it('22, 24, 36: each part at most 10 characters', () => {
    const colour = template('LaColourMainCode', 24);
    expect(codes(fieldIssues(colour, { LaColourMainCode: 'BRUINGRIJSX' }, {}))).toEqual(['LaColourMainCode:validation.composite.partTooLong']);
    expect(fieldIssues(template('LaTexture', 22), { LaSoilTypeCode: 'Z', LaMedianCode: 'ZMF' }, {})).toEqual([]);
    expect(codes(fieldIssues(template('LaOdour', 36), { LaOdourTypeCode: 'A|B' }, {}))).toEqual(['LaOdourTypeCode:validation.composite.separatorInPart']);
  });

  it('23: parts at most 5 and each started set complete', () => {
    const compounds = template('LaSpecialCompounds', 23);
    expect(codes(fieldIssues(compounds, { LaSpecialCompound1TypeCode: 'OLIEXX', LaSpecialCompound1GradationCode: '1' }, {})))
      .toEqual(['LaSpecialCompound1TypeCode:validation.tooLong']);
    expect(codes(fieldIssues(compounds, { LaSpecialCompound2TypeCode: 'OLIE' }, {})))
      .toEqual(['LaSpecialCompound2GradationCode:validation.specialCompound.incomplete']);
  });

  it('31: numbers with minus and decimals, a Y without an X refused; 8 decimals are fine', () => {
    const pair = template('MpCoordinates', 31);
    expect(fieldIssues(pair, { MpXCoord: 5.12345678, MpYCoord: 52.12345678 }, {})).toEqual([]);
    expect(codes(fieldIssues(pair, { MpXCoord: null, MpYCoord: 463000 }, {}))).toEqual(['MpXCoord:validation.composite.partMissing']);
  });

  it('a required composite with every part blank is refused once, on the field', () => {
    expect(codes(fieldIssues(template('LaTexture', 22, { Required: true }), { LaSoilTypeCode: null }, {}))).toEqual(['LaTexture:validation.required']);
  });
});

describe('fieldIssues: fields the user cannot act on', () => {
  it('type 12 is checked only when SmType is 1 (spec 01 section 3)', () => {
    const dependent = template('SmSubTypeCode', 12, { Required: true });
    expect(fieldIssues(dependent, null, { SmType: '2' })).toEqual([]);
    expect(codes(fieldIssues(dependent, null, { SmType: 1 }))).toEqual(['SmSubTypeCode:validation.required']);
  });

  it('labels and images have none', () => {
    expect(fieldIssues(template('MpID', 99, { Required: true }), null, {})).toEqual([]);
    expect(fieldIssues(template('MpPicture', 40, { Required: true }), null, {})).toEqual([]);
  });
});

describe('withoutDuplicateIssues', () => {
  it('keeps the first of equal issues, and issues that differ in placeholders', () => {
    const a = error('LaTo', 'validation.tooLong', { max: 10 });
    const b = error('LaTo', 'validation.tooLong', { max: 5 });
    expect(withoutDuplicateIssues([a, { ...a }, b])).toEqual([a, b]);
  });
});
