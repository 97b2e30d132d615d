import { describe, expect, it } from 'vitest';
import {
  isTemplateFieldCellFixed, newTemplateFieldValues, requiredOnInsertOf, templateFieldForSave, templateFieldRowsValidator,
} from '../../../../src/grids/field-templates/template-field-grid';

describe('template field grid', () => {
  it('files a duplicate field name under both rows by their keys, and a missing English label under its row', () => {
    const labelled = { Label_nl: 'Weer', Label_en: 'Weather', EditorType: 1 };
    const issues = templateFieldRowsValidator({})([
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

  it('sends a cleared code list or longest length as null, and numbers typed as text as numbers', () => {
    expect(templateFieldForSave({ FieldKey: 'MpWeather', ListCategory: '12', MaxLength: '', RequiredOnInsert: false }))
      .toEqual({ FieldKey: 'MpWeather', ListCategory: 12, MaxLength: null });
    expect(templateFieldForSave({ FieldKey: 'MpWeather', ListCategory: null, MaxLength: '40' })).toEqual({ FieldKey: 'MpWeather', ListCategory: null, MaxLength: 40 });
  });

  it('fixes Required of a field the server needs on insert, and checks it against the licence\'s code lists', () => {
    const loaded = [{ FieldCode: 'LvDate', RequiredOnInsert: true, Required: true }, { FieldCode: 'LvRemark', RequiredOnInsert: false }];
    expect(requiredOnInsertOf(loaded)).toEqual(['LvDate']);
    expect(isTemplateFieldCellFixed(loaded[0] ?? {}, 'Required')).toBe(true);
    expect(isTemplateFieldCellFixed(loaded[0] ?? {}, 'Visible')).toBe(false);
    expect(isTemplateFieldCellFixed(loaded[1] ?? {}, 'Required')).toBe(false);
    const validate = templateFieldRowsValidator({ categories: [12], requiredOnInsert: ['LvDate'] });
    const issues = validate([
      { rowKey: 'LvDate', row: { FieldCode: 'LvDate', Standard: true, EditorType: 13, Required: false } },
      { rowKey: '#1', row: { FieldCode: 'LvKind', Label_nl: 'Soort', Label_en: 'Kind', EditorType: 3, ListCategory: 13 } },
    ]);
    expect(issues.get('LvDate')?.map((issue) => issue.code)).toEqual(['validation.templateField.requiredOnInsert']);
    expect(issues.get('#1')?.map((issue) => issue.code)).toEqual(['validation.templateField.listCategory']);
  });

  it('starts a new field as visible text after the last order, ten further per added row', () => {
    expect(newTemplateFieldValues([{ FieldOrder: 30 }, { FieldOrder: 10 }], 0)).toMatchObject({ EditorType: 1, Visible: true, FieldOrder: 40 });
    expect(newTemplateFieldValues([{ FieldOrder: 30 }], 1)).toMatchObject({ FieldOrder: 50 });
  });
});
