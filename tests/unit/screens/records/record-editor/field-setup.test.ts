import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../../../src/domain/editing';
import { draftTime } from '../../../../../src/screens/records/record-editor/draft-time';
import { listCategoriesOf } from '../../../../../src/screens/records/record-editor/use-field-setup';

const template = (FieldCode: string, ListCategory: number | null): FieldTemplate => ({
  FieldCode, LabelKey: `field.${FieldCode}`, EditorType: 3, ListCategory, Required: false, MaxLength: null,
  AllowMultiEdit: false, FieldOrder: 0, Visible: true, ScreenName: 'MeasurementPoint',
});

describe('listCategoriesOf (spec 01 section 7: one code list call per category)', () => {
  it('asks for each category once, whatever the number of fields using it', () => {
    const templates = [template('MpDrillingMasterCode', 12), template('MpName', null), template('MpSampleTakerCode', 9), template('PrLeaderCode', 12)];
    expect(listCategoriesOf(templates)).toEqual([9, 12]);
  });
});

describe('draftTime', () => {
  it('shows when a draft was kept in the language format, in the local time zone', () => {
    const savedAt = new Date(2026, 10, 24, 9, 5, 7).toISOString();
    expect(draftTime(savedAt, 'nl')).toBe('24-11-2026 09:05:07');
    expect(draftTime(savedAt, 'en')).toBe('2026-11-24 09:05:07');
  });
});
