import { describe, expect, it } from 'vitest';
import { fieldTemplateSeedRows } from '../../../../server/seed/field-templates';
import { editorTypeCatalogue } from '../../../../src/domain/codes/field-editor-types';
import { templateFieldRowIssues } from '../../../../src/domain/templates/template-field-rules';
import type { TemplateFieldRow } from '../../../../src/domain/templates/template-field-rules';

const same = (a: TemplateFieldRow, b: TemplateFieldRow) => a === b;
const issuesOf = (row: TemplateFieldRow, siblings: readonly TemplateFieldRow[] = [row]) =>
  templateFieldRowIssues(row, siblings, same).map((issue) => `${issue.field}:${issue.code}`);
const own = { FieldCode: 'MpWeather', Label_nl: 'Weer', Label_en: 'Weather', EditorType: 1, FieldOrder: 10 };

describe('templateFieldRowIssues', () => {
  it('accepts a field of the licence labelled in Dutch and English with a catalogue editor type', () => {
    expect(issuesOf(own)).toEqual([]);
    expect(issuesOf({ ...own, EditorType: '3' })).toEqual([]);
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
});
