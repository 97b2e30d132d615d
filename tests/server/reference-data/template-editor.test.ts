import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateScreens } from '../../../src/domain/templates/template-screens';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const data = '/ITWDataRestService_V1_0';
const management = '/ManagementRestService_V1_0';

interface EditorField {
  FieldKey: string; FieldCode: string; Label_nl?: string; Label_en?: string; EditorType: number; Standard: boolean; Visible: boolean; FieldOrder: number;
  UseCount: number | null; RowVersion: number; ListCategory: number | null; MaxLength: number | null; Required: boolean; RequiredOnInsert: boolean;
}
interface FieldsAnswer { ResultCode: string; CanEdit: boolean; Version: number; Fields: EditorField[]; ErrorId?: string; ResultMessage?: string }

/**
 * The field templates editor's calls (spec 01 sections 3, 4 and 9; spec 02 section 2, user menu):
 * GetTemplateEditor and SaveTemplateFields per licence, each save one transaction checked with the
 * domain's rules of a template field, versioned, and never losing stored values.
 */
describe('field templates editor (GetTemplateEditor, SaveTemplateFields)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let manager: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      manager = await server.login(await server.addUser({ username: 'templates', rights: 'all' }));
    });
    afterAll(() => server.close());

    const save = (session: Session, screen: string, action: string, fields: Record<string, unknown>[]) =>
      session.call<FieldsAnswer>(`${management}/SaveTemplateFields`, { ScreenName: screen, action, Fields: fields });
    const editor = async (session: Session, screen: string) => (await session.call<FieldsAnswer>(`${management}/GetTemplateEditor`, { ScreenName: screen })).body;
    const fieldOf = (answer: FieldsAnswer, code: string) => answer.Fields.find((field) => field.FieldCode === code);

    it('adds, changes and reorders a field of the licence, each save raising the version, and a plain user reads only', async () => {
      const before = await editor(manager, 'Layer');
      const added = await save(manager, 'Layer', 'INSERT', [{ FieldCode: 'LaMoisture', EditorType: 6, Label_nl: 'Vochtigheid', Label_en: 'Moisture' }]);
      expect(added.status, added.text).toBe(200);
      const field = fieldOf(added.body, 'LaMoisture');
      expect(field).toMatchObject({ Standard: false, Visible: true, EditorType: 6, UseCount: 0, RowVersion: 1 });
      expect(added.body.Version).toBe(before.Version + 1);

      expect(added.body.Fields.at(-1)?.FieldCode).toBe('LaMoisture');
      // Reordered: moved to the top, before the standard fields (seeded from order 10).
      const moved = await save(manager, 'Layer', 'UPDATE', [{ FieldKey: 'LaMoisture', FieldOrder: 1, Label_en: 'Moisture (%)', AllowMultiEdit: true, RowVersion: 1 }]);
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.Fields[0]?.FieldCode).toBe('LaMoisture');
      expect(fieldOf(moved.body, 'LaMoisture')).toMatchObject({ Label_en: 'Moisture (%)', Label_nl: 'Vochtigheid', RowVersion: 2 });

      const stale = await save(manager, 'Layer', 'UPDATE', [{ FieldKey: 'LaMoisture', Visible: false, RowVersion: 1 }]);
      expect(stale.body.ErrorId).toBe('server.records.changedSince');

      const plain = await server.login(await server.addUser({ username: 'templatereader' }));
      expect((await editor(plain, 'Layer')).CanEdit).toBe(false);
      const refused = await save(plain, 'Layer', 'UPDATE', [{ FieldKey: 'LaMoisture', Visible: false }]);
      expect(refused.status).toBe(403);
    });

    it('refuses a field without a Dutch or English label, with an editor type outside the catalogue, or with a name taken in another case', async () => {
      const noEnglish = await save(manager, 'Jar', 'INSERT', [{ FieldCode: 'JrColdStored', EditorType: 4, Label_nl: 'Gekoeld' }]);
      expect(noEnglish.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(noEnglish.body.ResultMessage).toContain('Label_en');
      const unknownType = await save(manager, 'Jar', 'INSERT', [{ FieldCode: 'JrColdStored', EditorType: 7, Label_nl: 'Gekoeld', Label_en: 'Cold stored' }]);
      expect(unknownType.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(unknownType.body.ResultMessage).toContain('EditorType');
      const taken = await save(manager, 'Jar', 'INSERT', [{ FieldCode: 'jrname', EditorType: 1, Label_nl: 'Naam', Label_en: 'Name' }]);
      expect(taken.body.ErrorId).toBe('userMenu.server.fieldExists');
      // One transaction: a refused second field leaves the first unsaved too.
      const half = await save(manager, 'Jar', 'INSERT', [
        { FieldCode: 'JrColdStored', EditorType: 4, Label_nl: 'Gekoeld', Label_en: 'Cold stored' },
        { FieldCode: 'JrBad', EditorType: 99, Label_nl: 'Fout', Label_en: 'Bad' },
      ]);
      expect(half.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(fieldOf(await editor(manager, 'Jar'), 'JrColdStored')).toBeUndefined();
      // A standard field keeps its translated label: hiding it needs none.
      const hidden = await save(manager, 'Jar', 'UPDATE', [{ FieldKey: 'JrName', Visible: false }]);
      expect(fieldOf(hidden.body, 'JrName')).toMatchObject({ Visible: false, Standard: true, UseCount: null });
    });

    it('refuses deleting a field that records hold values for, with its use count; hides it instead; deletes an unused one', async () => {
      await save(manager, 'MeasurementPoint', 'INSERT', [
        { FieldCode: 'MpWeather', EditorType: 1, Label_nl: 'Weer', Label_en: 'Weather' },
        { FieldCode: 'MpUnused', EditorType: 1, Label_nl: 'Ongebruikt', Label_en: 'Unused' },
      ]);
      const project = await manager.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: `TPL-${dialect}`, PrCoordinateSystem: 'EPSG:28992' } });
      const prId = (JSON.parse(String(project.body.FileContent)) as { VeldData: { tblProjects: { PrID: number }[] } }).VeldData.tblProjects[0]?.PrID;
      const points = await manager.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [
        { MpName: 'W1', MpXCoord: 155000, MpYCoord: 463000, MpWeather: 'Sunny' },
        { MpName: 'W2', MpXCoord: 155010, MpYCoord: 463000, MpWeather: 'Rain' },
        { MpName: 'W3', MpXCoord: 155020, MpYCoord: 463000 },
      ] } });
      expect(points.status, points.text).toBe(200);

      const loaded = await editor(manager, 'MeasurementPoint');
      expect(fieldOf(loaded, 'MpWeather')?.UseCount).toBe(2);
      const refusal = await save(manager, 'MeasurementPoint', 'DELETE', [{ FieldKey: 'MpWeather' }]);
      expect(refusal.body.ErrorId).toBe('userMenu.server.fieldInUse');
      expect(refusal.body.ResultMessage).toContain('2 records');
      const hidden = await save(manager, 'MeasurementPoint', 'UPDATE', [{ FieldKey: 'MpWeather', Visible: false }]);
      expect(fieldOf(hidden.body, 'MpWeather')).toMatchObject({ Visible: false, UseCount: 2 });

      const removed = await save(manager, 'MeasurementPoint', 'DELETE', [{ FieldKey: 'MpUnused' }]);
      expect(removed.status, removed.text).toBe(200);
      expect(fieldOf(removed.body, 'MpUnused')).toBeUndefined();
    });

    it('saves a list field\'s code list and a text field\'s longest length, refusing either where it does not belong, and GetTemplatesData carries them', async () => {
      const categories = (await manager.call<{ Categories: number[] }>(`${management}/GetCodeListCategories`, {})).body.Categories;
      const category = categories[0] ?? 0;
      const added = await save(manager, 'Bottle', 'INSERT', [
        { FieldCode: 'BoKind', EditorType: 3, ListCategory: category, Label_nl: 'Soort', Label_en: 'Kind' },
        { FieldCode: 'BoNote', EditorType: 1, MaxLength: 12, Label_nl: 'Notitie', Label_en: 'Note' },
      ]);
      expect(added.status, added.text).toBe(200);
      expect(fieldOf(added.body, 'BoKind')).toMatchObject({ ListCategory: category, MaxLength: null });
      expect(fieldOf(added.body, 'BoNote')).toMatchObject({ ListCategory: null, MaxLength: 12 });
      const wire = await manager.call<{ Result: { templates: { FieldCode: string; ListCategory: number | null; MaxLength: number | null }[] } }>(`${data}/GetTemplatesData`, { ScreenName: 'Bottle' });
      expect(wire.body.Result.templates.find((field) => field.FieldCode === 'BoKind')).toMatchObject({ ListCategory: category });
      expect(wire.body.Result.templates.find((field) => field.FieldCode === 'BoNote')).toMatchObject({ MaxLength: 12 });

      const unknownList = await save(manager, 'Bottle', 'UPDATE', [{ FieldKey: 'BoKind', ListCategory: Math.max(...categories) + 1000 }]);
      expect(unknownList.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(unknownList.body.ResultMessage).toContain('ListCategory');
      const listOnText = await save(manager, 'Bottle', 'UPDATE', [{ FieldKey: 'BoNote', ListCategory: category }]);
      expect(listOnText.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      const lengthOnDate = await save(manager, 'Bottle', 'INSERT', [{ FieldCode: 'BoSealed', EditorType: 2, MaxLength: 10, Label_nl: 'Verzegeld', Label_en: 'Sealed' }]);
      expect(lengthOnDate.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(lengthOnDate.body.ResultMessage).toContain('MaxLength');
      const zero = await save(manager, 'Bottle', 'UPDATE', [{ FieldKey: 'BoNote', MaxLength: 0 }]);
      expect(zero.status).toBe(400);
      // null takes the limit away; a list field needs its list.
      const unlimited = await save(manager, 'Bottle', 'UPDATE', [{ FieldKey: 'BoNote', MaxLength: null }]);
      expect(fieldOf(unlimited.body, 'BoNote')?.MaxLength).toBeNull();
      const noList = await save(manager, 'Bottle', 'UPDATE', [{ FieldKey: 'BoKind', ListCategory: null }]);
      expect(noList.body.ErrorId).toBe('userMenu.server.fieldInvalid');
    });

    it('keeps Required on a field the server needs on insert, says so per field, and still saves its other changes', async () => {
      const visits = await editor(manager, 'LocationVisit');
      expect(visits.Fields.filter((field) => field.RequiredOnInsert).map((field) => field.FieldCode)).toEqual(['LvDate']);
      expect(fieldOf(visits, 'LvDate')).toMatchObject({ Required: true });
      const optional = await save(manager, 'LocationVisit', 'UPDATE', [{ FieldKey: 'LvDate', Required: false }]);
      expect(optional.body.ErrorId).toBe('userMenu.server.fieldInvalid');
      expect(optional.body.ResultMessage).toContain('Required');
      expect(fieldOf(await editor(manager, 'LocationVisit'), 'LvDate')?.Required).toBe(true);
      const relabelled = await save(manager, 'LocationVisit', 'UPDATE', [{ FieldKey: 'LvDate', Label_en: 'Visited on' }]);
      expect(relabelled.status, relabelled.text).toBe(200);
      expect((await editor(manager, 'MeasurementPoint')).Fields.some((field) => field.RequiredOnInsert)).toBe(false);
    });

    it('accepts every standard field of every screen as seeded: their code lists exist and their lengths fit their editors', async () => {
      for (const screen of templateScreens) {
        const loaded = await editor(manager, screen);
        const standard = loaded.Fields.filter((field) => field.Standard && field.RowVersion === 1);
        const saved = await save(manager, screen, 'UPDATE', standard.map((field) => ({ FieldKey: field.FieldKey, Visible: field.Visible })));
        expect({ screen, status: saved.status, error: saved.body.ResultMessage }).toEqual({ screen, status: 200, error: saved.body.ResultMessage });
      }
    });
  });
});
