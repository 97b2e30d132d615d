import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const data = '/ITWDataRestService_V1_0';
const management = '/ManagementRestService_V1_0';
const pointTypes = 1012;

interface EditorCode { CodeKey: string; GcCode: string; Active: boolean; Standard: boolean; UseCount: number; RowVersion: number; Description_en?: string }
interface CodesAnswer { ResultCode: string; CanEdit: boolean; Version: number; Codes: EditorCode[]; ErrorId?: string; ResultMessage?: string }
interface FieldsAnswer { ResultCode: string; CanEdit: boolean; Fields: { FieldCode: string; Label_en?: string; Standard: boolean; Visible: boolean; RowVersion: number }[]; ErrorId?: string }

async function projectWithPoint(session: Session, code: string, point: Record<string, unknown>) {
  const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
  const row = (JSON.parse(String(project.body.FileContent)) as { VeldData: { tblProjects: { PrID: number }[] } }).VeldData.tblProjects[0];
  if (!row) throw new Error(project.text);
  const answer = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: row.PrID, MeasurementPoints: [{ MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000, ...point }] } });
  expect(answer.status, answer.text).toBe(200);
}

describe('code lists and field templates per licence (spec 01 sections 3, 4 and 7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let manager: Session;
    let plain: Session;
    let otherLicence: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      manager = await server.login(await server.addUser({ username: 'manager', rights: 'all' }));
      plain = await server.login();
      otherLicence = await server.login(await server.addUser({ username: 'elsewhere', licenceNumber: 2000, rights: 'all' }));
    });
    afterAll(() => server.close());

    const codesOf = async (session: Session, categoryId: number) =>
      (await session.call<{ Codes: { tblGeneralCodes: { GcCode: string; GcDescription: string; GcActive?: boolean }[] } }>(`${data}/GetCodeListByCategoryIDOrCode`, { Parameters: { CategoryID: categoryId }, LanguageCode: 'eng' })).body.Codes.tblGeneralCodes;
    const saveCodes = (session: Session, action: string, codes: Record<string, unknown>[]) =>
      session.call<CodesAnswer>(`${management}/SaveCodeList`, { CategoryID: pointTypes, action, Codes: codes });

    it('adds a code for the licence only, raises its version, and lets a plain user read but not change', async () => {
      const before = (await manager.call<{ Version: number }>(`${management}/GetReferenceVersion`)).body.Version;
      const added = await saveCodes(manager, 'INSERT', [{ GcCode: 'ZZ1', Description_en: 'Test pit', Description_nl: 'Proefput' }]);
      expect(added.status, added.text).toBe(200);
      expect(added.body.Codes.find((code) => code.GcCode === 'ZZ1')).toMatchObject({ Standard: false, Active: true, UseCount: 0, Description_en: 'Test pit' });
      expect(added.body.Version).toBe(before + 1);
      expect((await codesOf(plain, pointTypes)).find((code) => code.GcCode === 'ZZ1')?.GcDescription).toBe('Test pit');
      expect((await codesOf(otherLicence, pointTypes)).some((code) => code.GcCode === 'ZZ1')).toBe(false);

      const read = await plain.call<CodesAnswer>(`${management}/GetCodeListEditor`, { CategoryID: pointTypes });
      expect(read.body.CanEdit).toBe(false);
      const refused = await saveCodes(plain, 'INSERT', [{ GcCode: 'ZZ2' }]);
      expect(refused.status).toBe(403);
      expect((await codesOf(plain, pointTypes)).some((code) => code.GcCode === 'ZZ2')).toBe(false);
    });

    it('refuses to delete a code in use with its use count, and deactivates it instead', async () => {
      const shared = (await codesOf(manager, pointTypes))[0];
      if (!shared) throw new Error('no point types');
      await projectWithPoint(manager, `CODES-${dialect}`, { MpTypeCode: shared.GcCode });
      const editor = (await manager.call<CodesAnswer>(`${management}/GetCodeListEditor`, { CategoryID: pointTypes })).body;
      const stored = editor.Codes.find((code) => code.GcCode === shared.GcCode);
      expect(stored?.UseCount).toBe(1);

      const refusal = await saveCodes(manager, 'DELETE', [{ CodeKey: shared.GcCode, RowVersion: stored?.RowVersion }]);
      expect(refusal.body.ErrorId).toBe('userMenu.server.codeInUse');
      expect(refusal.body.ResultMessage).toContain('1 records');
      expect((await codesOf(manager, pointTypes)).some((code) => code.GcCode === shared.GcCode)).toBe(true);

      const deactivated = await saveCodes(manager, 'UPDATE', [{ CodeKey: shared.GcCode, Active: false, RowVersion: stored?.RowVersion }]);
      expect(deactivated.body.Codes.find((code) => code.GcCode === shared.GcCode)).toMatchObject({ Active: false, RowVersion: 2 });
      expect((await codesOf(manager, pointTypes)).find((code) => code.GcCode === shared.GcCode)?.GcActive).toBe(false);

      const stale = await saveCodes(manager, 'UPDATE', [{ CodeKey: shared.GcCode, Active: true, RowVersion: 1 }]);
      expect(stale.body.ErrorId).toBe('server.records.changedSince');
    });

    it('refuses a code another code of the list carries in another case or with spaces (spec 01 section 5)', async () => {
      const added = await saveCodes(manager, 'INSERT', [{ GcCode: 'ZZ7', Description_en: 'First' }]);
      expect(added.status, added.text).toBe(200);
      const lower = await saveCodes(manager, 'INSERT', [{ GcCode: ' zz7 ', Description_en: 'Second' }]);
      expect(lower.body.ErrorId).toBe('userMenu.server.codeExists');
      expect(lower.body.ResultMessage).toContain('ZZ7');
      const renamed = await saveCodes(manager, 'UPDATE', [{ CodeKey: 'ZZ7', GcCode: 'zz7x' }]);
      expect(renamed.status, renamed.text).toBe(200);
      const codes = (await codesOf(manager, pointTypes)).map((code) => code.GcCode);
      expect(codes).toContain('zz7x');
      expect(codes.filter((code) => code.trim().toLowerCase().startsWith('zz7'))).toEqual(['zz7x']);
    });

    it('deletes an unused code, and a shared one only for the licence', async () => {
      await saveCodes(manager, 'INSERT', [{ GcCode: 'ZZ9', Description_en: 'Gone soon' }]);
      const deleted = await saveCodes(manager, 'DELETE', [{ CodeKey: 'ZZ9' }]);
      expect(deleted.body.Codes.some((code) => code.GcCode === 'ZZ9')).toBe(false);
      const unused = deleted.body.Codes.find((code) => code.Standard && code.UseCount === 0);
      if (!unused) throw new Error('no unused shared code');
      await saveCodes(manager, 'DELETE', [{ CodeKey: unused.GcCode }]);
      expect((await codesOf(manager, pointTypes)).some((code) => code.GcCode === unused.GcCode)).toBe(false);
      expect((await codesOf(otherLicence, pointTypes)).some((code) => code.GcCode === unused.GcCode)).toBe(true);
    });

    it('adds a template field with labels per language; its values live in the records and count as code uses', async () => {
      const added = await manager.call<FieldsAnswer>(`${management}/SaveTemplateFields`, {
        ScreenName: 'MeasurementPoint', action: 'INSERT',
        Fields: [{ FieldCode: 'MpSecondTypeCode', EditorType: 3, ListCategory: pointTypes, Label_en: 'Second type', Label_nl: 'Tweede type' }],
      });
      expect(added.status, added.text).toBe(200);
      expect(added.body.Fields.find((field) => field.FieldCode === 'MpSecondTypeCode')).toMatchObject({ Standard: false, Visible: true, Label_en: 'Second type' });
      const templates = await plain.call<{ Result: { templates: { FieldCode: string; Label?: string; ListCategory: number | null }[] } }>(`${data}/GetTemplatesData`, { ScreenName: 'MeasurementPoint' });
      expect(templates.body.Result.templates.find((field) => field.FieldCode === 'MpSecondTypeCode')).toMatchObject({ Label: 'Second type', ListCategory: pointTypes });

      await saveCodes(manager, 'INSERT', [{ GcCode: 'ZZ5', Description_en: 'Extra' }]);
      await projectWithPoint(manager, `FIELDS-${dialect}`, { MpSecondTypeCode: 'ZZ5' });
      const refusal = await saveCodes(manager, 'DELETE', [{ CodeKey: 'ZZ5' }]);
      expect(refusal.body.ErrorId).toBe('userMenu.server.codeInUse');

      const standard = await manager.call<FieldsAnswer>(`${management}/SaveTemplateFields`, { ScreenName: 'MeasurementPoint', action: 'DELETE', Fields: [{ FieldKey: 'MpName' }] });
      expect(standard.body.ErrorId).toBe('userMenu.server.standardFieldKept');
      const hidden = await manager.call<FieldsAnswer>(`${management}/SaveTemplateFields`, { ScreenName: 'MeasurementPoint', action: 'UPDATE', Fields: [{ FieldKey: 'MpRemark', Visible: false }] });
      expect(hidden.body.Fields.find((field) => field.FieldCode === 'MpRemark')).toMatchObject({ Visible: false, Standard: true, RowVersion: 2 });
      const plainRefused = await plain.call(`${management}/SaveTemplateFields`, { ScreenName: 'MeasurementPoint', action: 'UPDATE', Fields: [{ FieldKey: 'MpRemark', Visible: true }] });
      expect(plainRefused.status).toBe(403);
    });

    it('answers management statistics to the manager, and the profile and functions to anyone', async () => {
      const statistics = () => manager.call<Record<string, number>>(`${management}/GetManagementStatistics`);
      const before = (await statistics()).body;
      await projectWithPoint(manager, 'STATS-1', {});
      await projectWithPoint(manager, 'STATS-2', {});
      const stats = await statistics();
      expect(stats.status, stats.text).toBe(200);
      expect(stats.body).toMatchObject({
        Projects: (before.Projects ?? 0) + 2, MeasurementPoints: (before.MeasurementPoints ?? 0) + 2, Layers: before.Layers,
        AnalysisResults: before.AnalysisResults, MediaBytes: before.MediaBytes,
      });
      expect(stats.body.ActiveUsers).toBeGreaterThanOrEqual(2);
      expect((await plain.call(`${management}/GetManagementStatistics`)).status).toBe(403);

      const profile = await fetch(`${server.url}/UserManagement/user/profile`, { headers: { authorization: `Bearer ${plain.accessToken}` } });
      expect(await profile.json()).toMatchObject({ ResultCode: 'Succes', Data: { Username: 'tester', Licensenumber: 1000 } });
      const functions = await fetch(`${server.url}/UserManagement/AuthorFunctions/1000?lang=en`, { headers: { authorization: `Bearer ${manager.accessToken}` } });
      expect(await functions.json()).toMatchObject({ Data: [{ Kind: 'function', FunctionList: [{ FunctionName: '*' }] }, { Kind: 'feature' }] });
      const otherLicenceFunctions = await fetch(`${server.url}/UserManagement/AuthorFunctions/2000`, { headers: { authorization: `Bearer ${manager.accessToken}` } });
      expect(otherLicenceFunctions.status).toBe(403);
      expect((await fetch(`${server.url}/UserManagement/user/profile`)).status).toBe(401);
    });
  });
});
