import { describe, expect, it } from 'vitest';
import { fieldTemplateSeedRows } from '../../../../server/seed/field-templates';
import { editorTypeCatalogue } from '../../../../src/domain/codes/field-editor-types';
import { templateFieldRowIssues } from '../../../../src/domain/templates/template-field-rules';
import type { TemplateFieldContext, TemplateFieldRow } from '../../../../src/domain/templates/template-field-rules';

const same = (a: TemplateFieldRow, b: TemplateFieldRow) => a === b;
const issuesOf = (row: TemplateFieldRow, siblings: readonly TemplateFieldRow[] = [row], context: TemplateFieldContext = {}) =>
  templateFieldRowIssues(row, siblings, same, context).map((issue) => `${issue.field}:${issue.code}`);
const own = { FieldCode: 'MpWeather', Label_nl: 'Weer', Label_en: 'Weather', EditorType: 1, FieldOrder: 10 };

describe('templateFieldRowIssues', () => {
  it('accepts a field of the licence labelled in Dutch and English with a catalogue editor type', () => {
    expect(issuesOf(own)).toEqual([]);
    expect(issuesOf({ ...own, EditorType: '3', ListCategory: '12' })).toEqual([]);
  });

  it('requires a Dutch and an English label on a field of the licence, not on a standard field', () => {
    expect(issuesOf({ ...own, Label_en: ' ' })).toEqual(['Label_en:validation.required']);
    expect(issuesOf({ ...own, Label_nl: undefined, Label_en: undefined, Standard: true })).toEqual([]);
    expect(issuesOf({ ...own, Label_de: 'x'.repeat(201) })).toEqual(['Label_de:validation.tooLong']);
  });

  it('requires a name of a letter then letters, digits or _, unique in the template in any case', () => {
    expect(issuesOf({ ...own, FieldCode: '' })).toEqual(['FieldCode:validation.required']);
    expect(issuesOf({ ...own, FieldCode: '1st' })).toEqual(['FieldCode:validation.templateField.fieldCode']);
    const other = { ...own, FieldCode: ' mpweather ' };
    expect(issuesOf(own, [own, other])).toEqual(['FieldCode:validation.unique']);
  });

  it('keeps the name a stored field was loaded as', () => {
    expect(issuesOf({ ...own, FieldKey: 'MpWeather' })).toEqual([]);
    expect(issuesOf({ ...own, FieldKey: 'MpWeather', FieldCode: 'MpClimate' })).toEqual(['FieldCode:validation.templateField.nameFixed']);
  });

  it('takes the editor type from the catalogue and a whole order without minus', () => {
    expect(issuesOf({ ...own, EditorType: 7 })).toEqual(['EditorType:validation.templateField.editorType']);
    expect(issuesOf({ ...own, EditorType: null })).toEqual(['EditorType:validation.required']);
    expect(issuesOf({ ...own, FieldOrder: -1 })).toEqual(['FieldOrder:validation.number.negative']);
  });

  it('offers every editor type the seeded templates use', () => {
    for (const row of fieldTemplateSeedRows()) expect(editorTypeCatalogue).toContain(Number(row.EditorType));
  });

  it('gives a code-list editor one of the licence\'s code lists, and no other editor one', () => {
    const context = { categories: [4, 12] };
    expect(issuesOf({ ...own, EditorType: 3, ListCategory: 12 }, undefined, context)).toEqual([]);
    expect(issuesOf({ ...own, EditorType: 24, ListCategory: '4' }, undefined, context)).toEqual([]);
    expect(issuesOf({ ...own, EditorType: 3, ListCategory: null }, undefined, context)).toEqual(['ListCategory:validation.required']);
    expect(issuesOf({ ...own, EditorType: 37, ListCategory: 99 }, undefined, context)).toEqual(['ListCategory:validation.templateField.listCategory']);
    expect(issuesOf({ ...own, EditorType: 1, ListCategory: 12 }, undefined, context)).toEqual(['ListCategory:validation.templateField.listCategoryNotList']);
    expect(issuesOf({ ...own, EditorType: 30, ListCategory: 12 }, undefined, context)).toEqual(['ListCategory:validation.templateField.listCategoryNotList']);
  });

  it('takes a longest length of a whole number from 1 only on an editor of text', () => {
    expect(issuesOf({ ...own, MaxLength: 40 })).toEqual([]);
    expect(issuesOf({ ...own, EditorType: 8, MaxLength: '250' })).toEqual([]);
    expect(issuesOf({ ...own, MaxLength: '' })).toEqual([]);
    for (const wrong of [0, -3, 2.5, 10_001, 'lang']) expect(issuesOf({ ...own, MaxLength: wrong })).toEqual(['MaxLength:validation.templateField.maxLength']);
    expect(issuesOf({ ...own, EditorType: 2, MaxLength: 10 })).toEqual(['MaxLength:validation.templateField.maxLengthNotText']);
    expect(issuesOf({ ...own, EditorType: 6, MaxLength: 10 })).toEqual(['MaxLength:validation.templateField.maxLengthNotText']);
  });

  it('keeps Required on a field the server needs on insert, and only on that one', () => {
    const context = { requiredOnInsert: ['LvDate'] };
    const visitDate = { FieldCode: 'LvDate', Standard: true, EditorType: 13, FieldOrder: 10 };
    expect(issuesOf({ ...visitDate, Required: true }, undefined, context)).toEqual([]);
    expect(issuesOf({ ...visitDate, Required: false }, undefined, context)).toEqual(['Required:validation.templateField.requiredOnInsert']);
    expect(issuesOf({ ...own, Required: false }, undefined, context)).toEqual([]);
  });

  it('passes every seeded field, code lists and longest lengths included', () => {
    const rows = fieldTemplateSeedRows().map((row) => ({ ...row, Standard: true }));
    for (const row of rows) {
      const siblings = rows.filter((other) => other.ScreenName === row.ScreenName && other.TemplateID === row.TemplateID);
      expect({ field: `${row.ScreenName}.${row.FieldCode}`, issues: issuesOf(row, siblings) }).toEqual({ field: `${row.ScreenName}.${row.FieldCode}`, issues: [] });
    }
  });
});
