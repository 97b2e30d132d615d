import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../../src/domain/editing/field-template';
import { fieldTemplateSchema, multiEditFieldTemplates, visibleFieldTemplates } from '../../../../src/domain/editing/field-template';

function template(FieldCode: string, FieldOrder: number, extra: Partial<FieldTemplate> = {}): FieldTemplate {
  return {
    FieldCode, LabelKey: `fields.label.${FieldCode}`, EditorType: 1, ListCategory: null, Required: false, MaxLength: null,
    AllowMultiEdit: false, FieldOrder, Visible: true, ScreenName: 'MeasurementPoint', ...extra,
  };
}

describe('fieldTemplateSchema (GetTemplatesData rows, spec 01 section 7)', () => {
  it('reads flags given as 0/1 or text and numbers given as text', () => {
    const parsed: FieldTemplate = fieldTemplateSchema.parse({
      FieldCode: 'MpName', LabelKey: 'fields.label.MpName', EditorType: '1', ListCategory: null, Required: 1,
      MaxLength: '50', AllowMultiEdit: 'false', FieldOrder: 2, Visible: 'true', ScreenName: 'MeasurementPoint', Extra: 'kept',
    });
    expect(parsed).toMatchObject({ EditorType: 1, Required: true, MaxLength: 50, AllowMultiEdit: false, Visible: true, Extra: 'kept' });
  });

  it('defaults missing columns to visible, optional, no limit, no multi-edit', () => {
    const parsed = fieldTemplateSchema.parse({ FieldCode: 'MpRemark', LabelKey: 'x', EditorType: 8 });
    expect(parsed).toMatchObject({ Visible: true, Required: false, MaxLength: null, AllowMultiEdit: false, ListCategory: null, FieldOrder: 0 });
  });

  it('treats a MaxLength of 0 as no limit and refuses a row without a field code', () => {
    expect(fieldTemplateSchema.parse({ FieldCode: 'A', LabelKey: 'a', EditorType: 1, MaxLength: 0 }).MaxLength).toBeNull();
    expect(fieldTemplateSchema.safeParse({ FieldCode: '', LabelKey: 'a', EditorType: 1 }).success).toBe(false);
  });
});

describe('visibleFieldTemplates', () => {
  const rows = [
    template('MpDate', 3), template('MpName', 1), template('MpRemark', 2, { Visible: false }),
    template('LaFrom', 0, { ScreenName: 'Layer' }), template('MpDepth', 3, { AllowMultiEdit: true }),
  ];

  it('draws visible rows of the screen in FieldOrder, equal orders as sent', () => {
    expect(visibleFieldTemplates(rows, 'MeasurementPoint').map((row) => row.FieldCode)).toEqual(['MpName', 'MpDate', 'MpDepth']);
    expect(visibleFieldTemplates(rows).map((row) => row.FieldCode)).toEqual(['LaFrom', 'MpName', 'MpDate', 'MpDepth']);
  });

  it('offers only AllowMultiEdit rows for multi-edit (spec 01 section 4)', () => {
    expect(multiEditFieldTemplates(rows, 'MeasurementPoint').map((row) => row.FieldCode)).toEqual(['MpDepth']);
  });
});
