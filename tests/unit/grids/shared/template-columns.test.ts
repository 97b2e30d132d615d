import { describe, expect, it } from 'vitest';
import { compositeParts } from '../../../../src/domain/codes/composite-fields';
import type { FieldTemplate } from '../../../../src/domain/editing';
import { templateMaxLength, templateTextLimits } from '../../../../src/domain/templates/template-text-limits';
import { templateColumns } from '../../../../src/grids/shared/template-columns';

const template = (FieldCode: string, EditorType: number, extra: Partial<FieldTemplate> = {}): FieldTemplate => ({
  FieldCode, LabelKey: `field.${FieldCode}`, EditorType, ListCategory: null, Required: false, MaxLength: null,
  AllowMultiEdit: false, FieldOrder: 0, Visible: true, ScreenName: 'Layer', ...extra,
});

const soilTypes = [{ code: 'Z', description: 'Zand' }, { code: 'K', description: 'Klei' }] as never;

const columnsOf = (templates: FieldTemplate[]) => templateColumns(
  templates.map((row, index) => ({ ...row, FieldOrder: (index + 1) * 10 })), 'Layer',
  { titleOf: (row) => `t:${row.FieldCode}`, titleOfPart: (part) => `p:${part}`, codeLists: { LaSoilTypeCode: soilTypes } },
);

describe('template columns (spec 01 section 3: composites edited in place)', () => {
  it('gives each stored code of the texture composite its own column; the head part keeps the soil type list', () => {
    const columns = columnsOf([template('LaFrom', 19, { Required: true }), template('LaSoilTypeCode', 22, { Required: true, AllowMultiEdit: true, ListCategory: 5 })]);
    const textureParts = compositeParts('texture') as readonly string[];
    expect(columns.map((column) => column.field)).toEqual(['LaFrom', ...textureParts]);
    const head = columns.find((column) => column.field === 'LaSoilTypeCode');
    expect(head).toMatchObject({ title: 'p:LaSoilTypeCode', editorType: 3, options: soilTypes, required: true, multiEdit: true });
    const consistency = columns.find((column) => column.field === 'LaConsistencyCode');
    expect(consistency).toMatchObject({ title: 'p:LaConsistencyCode', editorType: 1, required: false, multiEdit: true });
    expect(consistency?.options).toBeUndefined();
  });

  it('bounds a column by the MaxLength the server and the record forms hold it to, and no other', () => {
    const templates = [
      template('LaRemark', 8, { MaxLength: 250 }), template('LaSoilTypeCode', 22, { MaxLength: 4 }), template('WsColourCode', 24, { MaxLength: 3 }),
      template('LaName', 1, { MaxLength: 0 }), template('LaDateLastChanged', 0, { MaxLength: 30 }),
    ];
    const server = templateTextLimits(templates);
    for (const column of columnsOf(templates)) {
      const source = templates.find((row) => row.FieldCode === column.field);
      expect(column.maxLength ?? null, column.field).toBe(source ? templateMaxLength(source) : null);
      expect(column.maxLength ?? null, column.field).toBe(server.get(column.field) ?? null);
    }
    expect([...server]).toEqual([['LaRemark', 250]]);
  });

  it('leaves ranges and coordinate pairs as they are: one template row per stored field already', () => {
    const columns = columnsOf([template('LaFrom', 19), template('LaTo', 19), template('MpXCoord', 31), template('MpYCoord', 31)]);
    expect(columns.map((column) => [column.field, column.title, column.editorType])).toEqual([
      ['LaFrom', 't:LaFrom', 19], ['LaTo', 't:LaTo', 19], ['MpXCoord', 't:MpXCoord', 31], ['MpYCoord', 't:MpYCoord', 31],
    ]);
  });

  it('splits the layer colour into main, sub and shade and the spots', () => {
    const columns = columnsOf([template('LaColourMainCode', 24)]);
    expect(columns.map((column) => column.field)).toEqual([...(compositeParts('layerColour') as readonly string[])]);
    expect(columns.map((column) => column.field)).toContain('LaColourShadeCode');
  });
});
