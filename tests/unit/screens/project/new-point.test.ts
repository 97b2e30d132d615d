import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../../src/domain/editing';
import { newPointFields, newPointName } from '../../../../src/screens/project/new-point';

const template = (FieldCode: string, EditorType: number, FieldOrder: number): FieldTemplate => ({
  FieldCode, LabelKey: `field.${FieldCode}`, EditorType, ListCategory: null, Required: true, MaxLength: null,
  AllowMultiEdit: false, FieldOrder, Visible: true, ScreenName: 'MeasurementPoint',
});

describe('newPointName (spec 01 section 4: a trailing number incremented)', () => {
  it('follows the highest-numbered point, keeping its padding', () => {
    expect(newPointName([{ MpName: 'B009' }, { MpName: 'B300' }, { MpName: 'B010' }])).toBe('B301');
  });

  it('starts at B001 in a project without numbered points', () => {
    expect(newPointName([])).toBe('B001');
    expect(newPointName([{ MpName: 'Put oost' }])).toBe('B001');
  });

  it('follows the naming of the project', () => {
    expect(newPointName([{ MpName: 'PB-01' }, { MpName: 'PB-02' }])).toBe('PB-03');
  });
});

describe('newPointFields (spec 01 section 5: a point needs its name, X and Y)', () => {
  it('keeps the name and the coordinate pair, drawn once', () => {
    const templates = [template('MpName', 1, 10), template('MpTypeCode', 3, 20), template('MpXCoord', 31, 30), template('MpYCoord', 31, 40), template('MpDepth', 6, 50)];
    expect(newPointFields(templates).map((field) => field.FieldCode)).toEqual(['MpName', 'MpXCoord']);
  });
});
