import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../../src/domain/editing/field-template';
import {
  changedFields, drawnFieldTemplates, fieldLabel, fieldOwnsIssue, fieldPatch, readFieldValue, storedFieldsOf,
} from '../../../../src/domain/editing/field-values';

const name = { FieldCode: 'MpName', EditorType: 1 } satisfies Pick<FieldTemplate, 'FieldCode' | 'EditorType'>;
const layerRange = { FieldCode: 'LaFrom', EditorType: 19 };
const depth = { FieldCode: 'MpDepth', EditorType: 19 };

describe('field values of templates', () => {
  it('a simple field reads and writes its own wire field', () => {
    expect(readFieldValue(name, { MpName: 'B01' })).toBe('B01');
    expect(readFieldValue(name, {})).toBeNull();
    expect(fieldPatch(name, 'B02')).toEqual({ MpName: 'B02' });
  });

  it('a composite reads and writes its stored parts (spec 01 section 3)', () => {
    expect(storedFieldsOf(layerRange)).toEqual(['LaFrom', 'LaTo']);
    expect(readFieldValue(layerRange, { LaFrom: 0, LaTo: 50, LaRemark: 'x' })).toEqual({ LaFrom: 0, LaTo: 50 });
    expect(fieldPatch(layerRange, { LaTo: 60, LaRemark: 'ignored' })).toEqual({ LaTo: 60 });
  });

  it('a type 19 field that is no range part is a single number field', () => {
    expect(storedFieldsOf(depth)).toEqual(['MpDepth']);
    expect(readFieldValue(depth, { MpDepth: 250 })).toBe(250);
  });

  it('issues on a part belong to the composite editor', () => {
    expect(fieldOwnsIssue(layerRange, { field: 'LaTo' })).toBe(true);
    expect(fieldOwnsIssue(layerRange, { field: 'LaRemark' })).toBe(false);
    expect(fieldOwnsIssue(name, { field: 'MpName' })).toBe(true);
  });

  it('changedFields compares the stored fields, null and blank alike (spec 01 section 4)', () => {
    const saved = { MpName: 'B01', LaFrom: 0, LaTo: 50, MpRemark: null };
    expect(changedFields([name, layerRange], saved, { ...saved, LaTo: 60 })).toEqual(['LaTo']);
    expect(changedFields([name, { FieldCode: 'MpRemark', EditorType: 8 }], saved, { ...saved, MpRemark: '  ' })).toEqual([]);
    expect(changedFields([name], saved, { ...saved, MpName: 'B02' })).toEqual(['MpName']);
  });
});

function row(FieldCode: string, EditorType: number, FieldOrder: number, extra: Partial<FieldTemplate> = {}): FieldTemplate {
  return {
    FieldCode, LabelKey: `field.${FieldCode}`, EditorType, ListCategory: null, Required: false, MaxLength: null,
    AllowMultiEdit: false, FieldOrder, Visible: true, ScreenName: 'Layer', ...extra,
  };
}

describe('drawnFieldTemplates: each composite once (spec 01 section 3)', () => {
  it('draws the LaFrom/LaTo range and the X/Y pair once, at the first of their templates', () => {
    const rows = [
      row('LaFrom', 19, 10), row('LaTo', 19, 20, { Required: true }), row('LaSoilTypeCode', 22, 30),
      row('MpXCoord', 31, 40), row('MpYCoord', 31, 50), row('FiFrom', 19, 60), row('FiTo', 19, 70),
    ];
    const drawn = drawnFieldTemplates(rows);
    expect(drawn.map((template) => template.FieldCode)).toEqual(['LaFrom', 'LaSoilTypeCode', 'MpXCoord', 'FiFrom', 'FiTo']);
    expect(drawn[0]?.Required).toBe(true);
  });

  it('keeps hidden templates out', () => {
    expect(drawnFieldTemplates([row('LaFrom', 19, 10, { Visible: false }), row('LaTo', 19, 20)]).map((t) => t.FieldCode)).toEqual(['LaTo']);
  });
});

describe('fieldLabel', () => {
  it('names a composite attached to one of its parts after the whole composite', () => {
    expect(fieldLabel(row('LaFrom', 19, 0))).toEqual({ key: 'fields.composite.layerRange' });
    expect(fieldLabel(row('LaSoilTypeCode', 22, 0))).toEqual({ key: 'fields.composite.texture' });
    expect(fieldLabel(row('MpYCoord', 31, 0))).toEqual({ key: 'fields.composite.coordinatePair' });
  });

  it('uses the template label for everything else', () => {
    expect(fieldLabel(row('LaTexture', 22, 0))).toEqual({ key: 'field.LaTexture' });
    expect(fieldLabel(row('MpName', 1, 0))).toEqual({ key: 'field.MpName' });
    expect(fieldLabel(row('FiFrom', 19, 0))).toEqual({ key: 'field.FiFrom' });
  });
});
