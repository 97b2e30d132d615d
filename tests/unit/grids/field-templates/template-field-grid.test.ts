import { describe, expect, it } from 'vitest';
import { newTemplateFieldValues, templateFieldForSave, validateTemplateFieldRows } from '../../../../src/grids/field-templates/template-field-grid';

describe('template field grid', () => {
  it('files a duplicate field name under both rows by their keys, and a missing English label under its row', () => {
    const labelled = { Label_nl: 'Weer', Label_en: 'Weather', EditorType: 1 };
    const issues = validateTemplateFieldRows([
      { rowKey: 'MpName', row: { FieldCode: 'MpName', Standard: true, EditorType: 1 } },
      { rowKey: '#1', row: { FieldCode: 'mpname', ...labelled } },
      { rowKey: '#2', row: { FieldCode: 'MpWeather', Label_nl: 'Weer', EditorType: 1 } },
    ]);
    expect([...issues.keys()]).toEqual(['MpName', '#1', '#2']);
    expect(issues.get('#2')?.map((issue) => issue.field)).toEqual(['Label_en']);
  });

  it('sends what SaveTemplateFields takes: nothing only shown, no cleared type or flag, a cleared label empty, numbers as numbers', () => {
    expect(templateFieldForSave({
      FieldKey: 'MpWeather', FieldCode: 'MpWeather', EditorType: '6', FieldOrder: '15', Visible: null, UseCount: 3, Standard: false,
      StandardLabel: '', LabelKey: 'field.MpWeather', Label_nl: 'Weer', Label_de: null, RowVersion: 2,
    })).toEqual({ FieldKey: 'MpWeather', FieldCode: 'MpWeather', EditorType: 6, FieldOrder: 15, Label_nl: 'Weer', Label_de: '', RowVersion: 2 });
  });

  it('starts a new field as visible text after the last order, ten further per added row', () => {
    expect(newTemplateFieldValues([{ FieldOrder: 30 }, { FieldOrder: 10 }], 0)).toMatchObject({ EditorType: 1, Visible: true, FieldOrder: 40 });
    expect(newTemplateFieldValues([{ FieldOrder: 30 }], 1)).toMatchObject({ FieldOrder: 50 });
  });
});
