import { describe, expect, it } from 'vitest';
import { editorKind } from '../../../../src/domain/codes/field-editor-types';
import { entityDescriptors } from '../../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../../src/domain/entities/entity-descriptors';
import { drillingMasterMaxLength, projectCodeMaxLength, remarkMaxLength, waterSampleNameMaxLength } from '../../../../src/domain/validation/limits';
import { codeLists } from '../../../../server/seed/code-lists';
import { fieldTemplateSeedRows, fieldTemplates, templateScreens } from '../../../../server/seed/field-templates';
import type { TemplateScreen } from '../../../../server/seed/field-templates';

const entityOf: Record<TemplateScreen, EntityKind> = {
  Project: 'project', MeasurementPoint: 'measurementPoint', Layer: 'layer', Jar: 'jar', FilterTube: 'filterTube',
  Finishing: 'finishing', WaterSample: 'waterSample', AirSample: 'waterSample', Bottle: 'bottle', Sublocation: 'sublocation',
  LocationVisit: 'locationVisit', SummaryConclusion: 'summaryConclusion', ConcernedContact: 'concernedContact',
};
const rows = fieldTemplateSeedRows();
const field = (screen: TemplateScreen, code: string) => rows.find((row) => row.ScreenName === screen && row.FieldCode === code);

describe('seeded field templates (spec 01 sections 3 and 4)', () => {
  it('uses only wire fields of each screen\'s entity, once each, with our SmFollowUpCode as the one addition', () => {
    for (const screen of templateScreens) {
      const shape = entityDescriptors[entityOf[screen]].schema.shape as Record<string, unknown>;
      const codes = fieldTemplates[screen].map((seed) => seed.fieldCode);
      expect(new Set(codes).size, screen).toBe(codes.length);
      expect(codes.filter((code) => !(code in shape) && code !== 'SmFollowUpCode'), screen).toEqual([]);
    }
  });

  it('gives every list editor a seeded list, and only known editor types', () => {
    const categories = new Set(codeLists.map((list) => list.categoryId));
    for (const row of rows) {
      const name = `${row.ScreenName}.${row.FieldCode}`;
      if ([3, 11, 12, 32, 37].includes(row.EditorType)) expect(row.ListCategory, name).not.toBeNull();
      if (row.ListCategory !== null) expect(categories.has(row.ListCategory), name).toBe(true);
      if (row.EditorType !== 0) expect(editorKind(row.EditorType), name).not.toBe('label');
      expect(row.LabelKey).toBe(`field.${row.FieldCode}`);
    }
  });

  it('carries the domain\'s limits and the spec\'s editor types', () => {
    expect(field('Project', 'PrCode')).toMatchObject({ EditorType: 21, MaxLength: projectCodeMaxLength, Required: 1 });
    expect(field('WaterSample', 'WsName')).toMatchObject({ MaxLength: waterSampleNameMaxLength, Required: 1 });
    expect(field('MeasurementPoint', 'MpDrillingMasterCode')?.MaxLength).toBe(drillingMasterMaxLength);
    for (const row of rows.filter((r) => /Remark$/.test(r.FieldCode))) expect(row.MaxLength, row.FieldCode).toBe(remarkMaxLength);
    expect(field('MeasurementPoint', 'MpXCoord')?.EditorType).toBe(31);
    expect(field('Layer', 'LaFrom')?.EditorType).toBe(19);
    expect(field('Jar', 'JrBarcode')).toMatchObject({ EditorType: 14, MaxLength: 5 });
    expect(field('SummaryConclusion', 'SmType')).toMatchObject({ EditorType: 3, ListCategory: 84 });
    expect(field('SummaryConclusion', 'SmFollowUpCode')?.EditorType).toBe(12);
  });

  it('offers multi-edit for dates, codes and remarks but never for names, GUIDs or coordinates', () => {
    for (const row of rows) {
      const name = `${row.ScreenName}.${row.FieldCode}`;
      if ([2, 3, 13].includes(row.EditorType) && row.FieldCode !== 'MpDrillmasterSignatureTimestamp') expect(row.AllowMultiEdit, name).toBe(1);
      if (/Name$|Guid$|GUID$|Coord$|Code$/.test(row.FieldCode) && [1, 31].includes(row.EditorType)) expect(row.AllowMultiEdit, name).toBe(0);
      if (row.EditorType === 0) expect(row.Visible, name).toBe(0);
    }
    expect(field('MeasurementPoint', 'MpSampleTakerCode')?.AllowMultiEdit).toBe(1);
    expect(field('MeasurementPoint', 'MpName')?.AllowMultiEdit).toBe(0);
  });
});
