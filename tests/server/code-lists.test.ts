import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinateSystems } from '../../src/domain/coordinates/coordinate-systems';
import { codeCategories } from '../../server/seed/code-lists';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';

const getCodes = '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode';

interface Code { GcID: number; GcCategoryID: number; GcCode: string; GcDescription: string; GcLanguage: string; GcOrder: number; GcExtra?: Record<string, unknown> }
interface CodesAnswer { ResultCode: string; ResultMessage: string; Codes: { tblGeneralCodes: Code[] } }

describe('GetCodeListByCategoryIDOrCode (spec 01 section 7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
    });
    afterAll(() => server.close());

    const codes = async (body: Record<string, unknown>) => {
      const answer = await session.call<CodesAnswer>(getCodes, body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.ResultCode).toBe('Export_Succes');
      return answer.body.Codes.tblGeneralCodes;
    };

    it('answers every coordinate system of the domain as category 37, with EPSG, bounds and fraction digits', async () => {
      const systems = await codes({ LanguageCode: 'eng', Parameters: { CategoryID: 37 } });
      expect(systems.map((system) => system.GcCode)).toEqual(coordinateSystems.map((system) => system.code));
      const rd = systems.find((system) => system.GcCode === 'EPSG:28992');
      expect(rd).toMatchObject({ GcCategoryID: 37, GcDescription: 'Amersfoort / RD New', GcLanguage: 'eng', GcOrder: 2 });
      expect(rd?.GcExtra).toEqual({ EPSG: 28992, Wgs84Bounds: [3.2, 50.75, 7.22, 53.7], ProjectedBounds: [646.36, 306671.11, 284347.26, 637111.03], FractionDigits: 2 });
      expect(systems.find((system) => system.GcCode === 'EPSG:4326')?.GcExtra?.FractionDigits).toBe(8);
      expect(systems.map((system) => system.GcOrder)).toEqual(systems.map((_, index) => index + 1));
    });

    it('answers the descriptions in the language asked, English by default, and converts a 2-letter code', async () => {
      const english = await codes({ Parameters: { CategoryID: 84 } });
      expect(english.map((code) => [code.GcCode, code.GcDescription, code.GcLanguage])).toEqual([
        ['1', 'Conclusion', 'eng'], ['2', 'Recommendation', 'eng'], ['3', 'Summary', 'eng'],
      ]);
      expect((await codes({ LanguageCode: 'nld', Parameters: { CategoryID: 84 } })).map((code) => code.GcDescription)).toEqual(['Conclusie', 'Advies', 'Samenvatting']);
      expect((await codes({ Parameters: { CategoryID: '84', LanguageCode: 'de' } })).map((code) => code.GcDescription)).toEqual(['Schlussfolgerung', 'Empfehlung', 'Zusammenfassung']);
      const local = await codes({ LanguageCode: 'fra', Parameters: { CategoryID: 37, CodeID: 'LOCAL' } });
      expect(local.map((code) => code.GcDescription)).toEqual(['Système défini par l\'utilisateur (local)']);
    });

    it('finds one code by CodeID, within a category or across them, and reads `data` like Parameters', async () => {
      expect(await codes({ Parameters: { CodeID: 'EPSG:28992' } })).toHaveLength(1);
      expect((await codes({ Parameters: { CategoryID: 85, CodeID: 'GEM' } })).map((code) => code.GcDescription)).toEqual(['Municipality']);
      // 'EIG' is both a company type (85) and a person function (86).
      expect((await codes({ data: { CodeID: 'EIG' }, LanguageCode: 'ita' })).map((code) => [code.GcCategoryID, code.GcDescription])).toEqual([[85, 'Proprietario'], [86, 'Proprietario']]);
      expect(await codes({ Parameters: { CategoryID: 85, CodeID: 'NOPE' } })).toEqual([]);
    });

    it('answers an empty list for a category without codes', async () => {
      expect(await codes({ Parameters: { CategoryID: 999 } })).toEqual([]);
    });

    it('holds the codes the demo project uses', async () => {
      const expected: [number, string][] = [
        [codeCategories.pointTypes, 'B'], [codeCategories.pointTypes, 'PB'], [codeCategories.finishingTypes, 'BENT'], [codeCategories.finishingTypes, 'GRIND'],
        [codeCategories.pumpTypes, 'PERI'], [85, 'GEM'], [85, 'PROV'], [85, 'EIG'], [86, 'PL'], [86, 'TOE'], [86, 'EIG'],
        [codeCategories.referencePlaneTypes, 'MV'], [codeCategories.referencePointTypes, 'NAP'], [codeCategories.projectPhases, 'Verkennend'],
        [codeCategories.projectTypes, 'NEN5740'], [codeCategories.matrices, 'GW'], [codeCategories.matrices, 'BL'], [codeCategories.units, '101'],
      ];
      for (const [categoryId, code] of expected) {
        expect(await codes({ Parameters: { CategoryID: categoryId, CodeID: code } }), `${categoryId} ${code}`).toHaveLength(1);
      }
    });

    it('seeds every code in all six languages', async () => {
      const rows = await server.db.withTables<{ tblGeneralCodes: { GcCategoryID: number; GcCode: string; GcLanguage: string } }>()
        .selectFrom('tblGeneralCodes').select(['GcCategoryID', 'GcCode', 'GcLanguage']).execute();
      const perCode = new Map<string, Set<string>>();
      for (const row of rows) {
        const key = `${row.GcCategoryID}/${row.GcCode}`;
        perCode.set(key, (perCode.get(key) ?? new Set()).add(row.GcLanguage));
      }
      expect(perCode.size).toBeGreaterThan(150);
      for (const [key, languages] of perCode) expect([...languages].sort(), key).toEqual(['deu', 'eng', 'fra', 'ita', 'nld', 'spa']);
    });

    it('refuses a request without CategoryID and CodeID, or with a bad language or number, with 400', async () => {
      const refusals = [
        {},
        { Parameters: {} },
        { Parameters: { CategoryID: null } },
        { LanguageCode: 'xx', Parameters: { CategoryID: 37 } },
        { Parameters: { CategoryID: 'abc' } },
        { Parameters: { CategoryID: 2147483648 } },
        { Parameters: { CategoryID: 3.5 } },
        { Parameters: { CodeID: 'x'.repeat(101) } },
      ];
      for (const body of refusals) {
        const answer = await session.call(getCodes, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.ResultCode).toBe('Bad_Request');
        expect(answer.body.ResultMessage).toMatch(/^The request is not valid: /);
      }
    });

    it('needs a token (401)', async () => {
      expect((await server.post(getCodes, { Parameters: { CategoryID: 37 } })).status).toBe(401);
    });
  });
});
