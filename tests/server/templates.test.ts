import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldTemplateSeedRows, templateScreens } from '../../server/seed/field-templates';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';

const getTemplates = '/ITWDataRestService_V1_0/GetTemplatesData';
const getCodes = '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode';

interface TemplateField {
  ScreenName: string; TemplateID: number; FieldCode: string; LabelKey: string; EditorType: number; ListCategory: number | null;
  Required: boolean; MaxLength: number | null; AllowMultiEdit: boolean; FieldOrder: number; Visible: boolean;
}
interface TemplatesAnswer { ResultCode: string; ResultMessage: string; Result: { templates: TemplateField[] } }

describe('GetTemplatesData (spec 01 section 7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
    });
    afterAll(() => server.close());

    const templates = async (body: Record<string, unknown>) => {
      const answer = await session.call<TemplatesAnswer>(getTemplates, body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.ResultCode).toBe('TiComponentsCode_Succes');
      return answer.body.Result.templates;
    };

    it('answers a screen\'s fields in order, with editor type, list, limits and multi-edit', async () => {
      const fields = await templates({ ScreenName: 'MeasurementPoint' });
      expect(fields.map((field) => field.FieldOrder)).toEqual([...fields.map((field) => field.FieldOrder)].sort((a, b) => a - b));
      const byCode = new Map(fields.map((field) => [field.FieldCode, field]));
      expect(byCode.get('MpName')).toEqual({
        ScreenName: 'MeasurementPoint', TemplateID: 1, FieldCode: 'MpName', LabelKey: 'field.MpName', EditorType: 1, ListCategory: null,
        Required: true, MaxLength: null, AllowMultiEdit: false, FieldOrder: 10, Visible: true,
      });
      expect(byCode.get('MpXCoord')).toMatchObject({ EditorType: 31, Required: true, AllowMultiEdit: false });
      expect(byCode.get('MpDate')).toMatchObject({ EditorType: 2, AllowMultiEdit: true });
      expect(byCode.get('MpTypeCode')).toMatchObject({ EditorType: 3, ListCategory: 1012, AllowMultiEdit: true });
      expect(byCode.get('MpDrillingMasterCode')).toMatchObject({ MaxLength: 50, AllowMultiEdit: true });
      expect(byCode.get('MpRemark')).toMatchObject({ EditorType: 8, MaxLength: 250, AllowMultiEdit: true });
      expect(byCode.get('MpTrialPitLength')).toMatchObject({ EditorType: 19, Visible: false });
    });

    it('answers the editor types of spec 01 section 3 on the other screens', async () => {
      const all = await templates({});
      const find = (screen: string, field: string) => all.find((row) => row.ScreenName === screen && row.FieldCode === field);
      expect(find('Project', 'PrCode')).toMatchObject({ EditorType: 21, Required: true, MaxLength: 20 });
      expect(find('Project', 'PrCoordinateSystem')).toMatchObject({ EditorType: 37, ListCategory: 37 });
      expect(find('Layer', 'LaFrom')).toMatchObject({ EditorType: 19, Required: true });
      expect(find('Layer', 'LaSoilTypeCode')).toMatchObject({ EditorType: 22, MaxLength: 10 });
      expect(find('Layer', 'LaSpecialCompound1TypeCode')).toMatchObject({ EditorType: 23, MaxLength: 5 });
      expect(find('Layer', 'LaColourMainCode')).toMatchObject({ EditorType: 24 });
      expect(find('Layer', 'LaOdourTypeCode')).toMatchObject({ EditorType: 36 });
      expect(find('Jar', 'JrBarcode')).toMatchObject({ EditorType: 14, MaxLength: 5 });
      expect(find('WaterSample', 'WsName')).toMatchObject({ MaxLength: 50, Required: true });
      expect(find('WaterSample', 'WsStartSampleTime')).toMatchObject({ EditorType: 13, AllowMultiEdit: true });
      expect(find('SummaryConclusion', 'SmType')).toMatchObject({ EditorType: 3, ListCategory: 84 });
      expect(find('SummaryConclusion', 'SmFollowUpCode')).toMatchObject({ EditorType: 12 });
      expect(find('ConcernedContact', 'CcCompanyTypeCode')).toMatchObject({ ListCategory: 85 });
      expect(find('ConcernedContact', 'CcPersonTypeCode')).toMatchObject({ ListCategory: 86 });
      expect(new Set(all.map((row) => row.ScreenName))).toEqual(new Set(templateScreens));
      expect(all).toHaveLength(fieldTemplateSeedRows().length);
    });

    it('points every list field at a seeded code list', async () => {
      const categories = new Set((await templates({})).flatMap((row) => (row.ListCategory === null ? [] : [row.ListCategory])));
      for (const categoryId of categories) {
        const answer = await session.call<{ Codes: { tblGeneralCodes: unknown[] } }>(getCodes, { Parameters: { CategoryID: categoryId } });
        expect(answer.body.Codes.tblGeneralCodes.length, `category ${categoryId}`).toBeGreaterThan(0);
      }
    });

    it('answers one field with FieldCode', async () => {
      const fields = await templates({ ScreenName: 'Layer', FieldCode: 'LaTo' });
      expect(fields.map((field) => [field.ScreenName, field.FieldCode, field.EditorType])).toEqual([['Layer', 'LaTo', 19]]);
      expect(await templates({ ScreenName: 'NoSuchScreen' })).toEqual([]);
    });

    it('uses a project\'s own template for the screens it defines and the standard one for the rest', async () => {
      await server.db.withTables<{ tblFieldTemplates: Record<string, string | number | null> }>().insertInto('tblFieldTemplates').values([
        { ScreenName: 'Layer', TemplateID: 7, FieldCode: 'LaFrom', LabelKey: 'field.LaFrom', EditorType: 19, Required: 1, AllowMultiEdit: 0, FieldOrder: 10, Visible: 1 },
        { ScreenName: 'Layer', TemplateID: 7, FieldCode: 'LaTo', LabelKey: 'field.LaTo', EditorType: 19, Required: 1, AllowMultiEdit: 0, FieldOrder: 20, Visible: 1 },
      ]).execute();
      const layer = await templates({ ScreenName: 'Layer', TemplateID: 7 });
      expect(layer.map((field) => [field.TemplateID, field.FieldCode])).toEqual([[7, 'LaFrom'], [7, 'LaTo']]);
      const jar = await templates({ ScreenName: 'Jar', TemplateID: '7' });
      expect(jar.length).toBeGreaterThan(5);
      expect(new Set(jar.map((field) => field.TemplateID))).toEqual(new Set([1]));
      expect((await templates({ ScreenName: 'Layer', TemplateID: 0 })).every((field) => field.TemplateID === 1)).toBe(true);
    });

    it('refuses wrong types with 400 and answers 401 without a token', async () => {
      for (const body of [{ TemplateID: 'seven' }, { TemplateID: 2147483648 }, { ScreenName: 12 }, { FieldCode: 'x'.repeat(101) }]) {
        expect((await session.call(getTemplates, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await server.post(getTemplates, { ScreenName: 'Layer' })).status).toBe(401);
    });
  });
});
