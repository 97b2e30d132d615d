import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down as dropLabCodes, up as addLabCodes } from '../../../server/db/migrations/0018_lab_code_lists';
import { codeCategories } from '../../../server/seed/code-lists';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const getCodes = '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode';

interface Code { GcCode: string; GcDescription: string; GcExtra?: Record<string, unknown> }
interface CodesAnswer { Codes: { tblGeneralCodes: Code[] } }

describe('the lab assignment\'s code lists (spec 02 section 3)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(() => server.close());

  const codes = async (categoryId: number, language = 'eng') =>
    (await session.call<CodesAnswer>(getCodes, { LanguageCode: language, Parameters: { CategoryID: categoryId } })).body.Codes.tblGeneralCodes;

  it('serves labs with their order address, urgencies, price agreements and lab status (category 3), translated', async () => {
    const labs = await codes(codeCategories.labs);
    expect(labs.map((lab) => lab.GcCode)).toEqual(['SGS', 'EUA', 'ALC', 'SYN']);
    expect(labs[0]).toMatchObject({ GcDescription: 'SGS Nederland', GcExtra: { Email: 'orders@sgs.lab.example' } });
    expect((await codes(codeCategories.labUrgencies, 'nld')).map((urgency) => urgency.GcDescription)).toEqual(['Normaal (5 werkdagen)', 'Spoed (2 werkdagen)', 'Zeer spoed (24 uur)']);
    expect((await codes(codeCategories.labPriceAgreements)).map((agreement) => agreement.GcCode)).toEqual(['STD', 'RAAM', 'PROJ']);
    expect((await codes(3)).map((status) => status.GcCode)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('migration 0018 gives a database made before the lists every lab code once, and running it again adds none', async () => {
    await dropLabCodes(server.db as never);
    expect(await codes(codeCategories.labs)).toEqual([]);
    await addLabCodes(server.db as never);
    await addLabCodes(server.db as never);
    expect((await codes(codeCategories.labs)).map((lab) => lab.GcCode)).toEqual(['SGS', 'EUA', 'ALC', 'SYN']);
  });
}));
