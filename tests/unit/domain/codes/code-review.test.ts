import { describe, expect, it } from 'vitest';
import { reviewCodes, reviewedFields } from '../../../../src/domain/codes/code-review';

const templates = new Map([
  ['MeasurementPoint', [
    { FieldCode: 'MpName', EditorType: 1, ListCategory: null },
    { FieldCode: 'MpTypeCode', EditorType: 3, ListCategory: 10 },
    { FieldCode: 'MpDrillingMasterCode', EditorType: 3, ListCategory: 20 },
    { FieldCode: 'MpColourCode', EditorType: 24, ListCategory: 30 },
  ]],
]);
const codes = new Map([
  [10, [{ GcCode: 'B', GcDescription: 'Boring' }, { GcCode: 'PB', GcDescription: 'Peilbuis' }]],
  [20, [{ GcCode: '1', GcDescription: 'J. de Vries' }]],
]);
const points = (rows: Record<string, unknown>[]) => [{ screenName: 'MeasurementPoint', rows, nameOf: (row: Readonly<Record<string, unknown>>) => String(row.MpName) }];

describe('the code review (spec 01 sections 2 and 3)', () => {
  it('reviews plain list fields only, not composites or free fields', () => {
    expect(reviewedFields(templates.get('MeasurementPoint') ?? []).map((field) => field.FieldCode)).toEqual(['MpTypeCode', 'MpDrillingMasterCode']);
  });

  it('names each stored value the screens would not read as a choice of its list', () => {
    const findings = reviewCodes(templates, codes, points([
      { MpName: 'B1', MpTypeCode: 'B', MpDrillingMasterCode: 'J. de Vries' },
      { MpName: 'B2', MpTypeCode: 'ZZ', MpDrillingMasterCode: 'P. Jansen' },
      // Case and spaces are ignored, and a full-text list's value may be its code (an import's).
      { MpName: 'B3', MpTypeCode: ' pb ', MpDrillingMasterCode: '1', MpColourCode: 'nonsense' },
    ]));
    expect(findings.map(({ record, fieldCode, value, fullText }) => ({ record, fieldCode, value, fullText }))).toEqual([
      { record: 'B2', fieldCode: 'MpTypeCode', value: 'ZZ', fullText: false },
      { record: 'B2', fieldCode: 'MpDrillingMasterCode', value: 'P. Jansen', fullText: true },
    ]);
  });

  it('skips a list whose codes were not given, and empty values', () => {
    expect(reviewCodes(templates, new Map(), points([{ MpName: 'B1', MpTypeCode: 'ZZ' }]))).toEqual([]);
    expect(reviewCodes(templates, codes, points([{ MpName: 'B1', MpTypeCode: '' }]))).toEqual([]);
  });
});
