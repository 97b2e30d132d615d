import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import type { ProjectTree } from '../../../src/domain/formats/project-tree';
import { startBroStandIn, type BroStandIn } from '../../unit/server/bro/bro-stand-in';
import { validateAllAgainst } from '../../unit/domain/formats/fixtures/xsd-validate';
import { forEachDatabase, startTestServer, type Session, type TestServer } from '../harness';
import { exportProject, storedTree } from './exchange-calls';
import { testerOwner } from './ti-fixtures';

const known = 'BHR000000336062';
const ours = 'BHR000000111111';
const portal = 'BHR000000347577';
const unknown = 'BHR000000999999';
const broken = 'BHR000000503503';

interface CheckAnswer {
  ResultCode: string;
  Checks: { MpGuid: string; MpName: string; BroId: string | null; Outcome: string; Allowed: string[]; PortalBroId?: string; Reason?: string }[];
}

describe('BRO pre-export checks against a stand-in of the public BRO API (spec 02 sections 2, 4 and 8)', () => {
  forEachDatabase((dialect) => {
    let standIn: BroStandIn;
    let server: TestServer;
    let session: Session;
    let prId: number;
    let tree: ProjectTree;
    const guid = (index: number) => String(tree.points[index]?.point.MpGuid);

    beforeAll(async () => {
      standIn = await startBroStandIn({ known: [known], renamed: { [ours]: portal }, broken: [broken] });
      server = await startTestServer({ dialect, env: { BRO_API_URL: standIn.baseUrl } });
      session = await server.login();
      const owner = await testerOwner(server);
      prId = (await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ points: 5, seed: 4242, projectCode: 'BRO-CHECK' }))).prId;
      tree = await storedTree(server, owner, prId);
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await standIn.close();
    });

    const check = (broIds: { MpGuid: string; BroId: string }[], pointGuids = broIds.map((entry) => entry.MpGuid)) =>
      session.call<CheckAnswer>('/ITWImportExportService_V1_0/BroIdCheck', { Parameters: { ProjectID: prId, ObjectType: 'BHR-GT', MeasurementPointGuids: pointGuids, BroIds: broIds } });

    it('answers the three cases: match allows only correction, mismatch names the BRO\'s ID, not found allows only registration', async () => {
      const asked = standIn.requests.length;
      const answer = await check([{ MpGuid: guid(0), BroId: known }, { MpGuid: guid(1), BroId: ours }, { MpGuid: guid(2), BroId: unknown }, { MpGuid: guid(3), BroId: '' }]);
      expect(answer.status).toBe(200);
      expect(answer.body.Checks.map((entry) => [entry.Outcome, entry.Allowed, entry.PortalBroId ?? null])).toEqual([
        ['match', ['correct'], null], ['mismatch', ['correct'], portal], ['notFound', ['register'], null], ['notFound', ['register'], null],
      ]);
      // A point without a BRO ID was never registered: nothing to ask.
      expect(standIn.requests.slice(asked).sort()).toEqual([known, ours, unknown].map((id) => `/sr/bhrgt/v2/objects/${id}`).sort());
    });

    it('uses the BRO ID a point keeps when none is typed', async () => {
      const data = '/ITWDataRestService_V1_0';
      const saved = await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: guid(4), MpBroIdBhrGt: known }] } });
      expect(saved.status, saved.text).toBe(200);
      const answer = await check([], [guid(4)]);
      expect(answer.body.Checks).toEqual([expect.objectContaining({ MpGuid: guid(4), BroId: known, Outcome: 'match' })]);
    });

    it('says so when the BRO cannot be reached, and allows nothing for that point', async () => {
      const answer = await check([{ MpGuid: guid(0), BroId: broken }]);
      expect(answer.body.Checks).toEqual([expect.objectContaining({ Outcome: 'failed', Allowed: [], Reason: 'HTTP 503' })]);
    });

    it('the export checks again: a correction with its reason after a match, the taken-over ID after a mismatch, registration when not found; refusals are errors and leave the point out', { timeout: 60_000 }, async () => {
      const Bro = {
        QualityRegime: 'IMBRO', DeliveryAccountableParty: '27376655', ReportDate: '2026-11-25',
        Deliveries: [
          { MpGuid: guid(0), BroId: known, Action: 'correct', CorrectionReason: 'eigenCorrectie' },
          { MpGuid: guid(1), BroId: ours, Action: 'correct', CorrectionReason: 'bronhouder', TakeOverPortalId: true },
          { MpGuid: guid(2), BroId: unknown, Action: 'register' },
          { MpGuid: guid(3), BroId: known, Action: 'register' },
          { MpGuid: guid(4), BroId: ours, Action: 'correct', CorrectionReason: 'inOnderzoek' },
        ],
      };
      const { answer, bytes } = await exportProject(session, prId, 'bro-bhrgt', { Bro });
      expect(answer.ResultCode).toBe('Export_Succes');
      const errors = answer.ExportLog.filter((entry) => entry.level === 'error').map((entry) => [entry.key, entry.record?.name]);
      expect(errors).toEqual([['formats.bro.check.onlyCorrection', tree.points[3]?.point.MpName], ['formats.bro.check.takeOverRequired', tree.points[4]?.point.MpName]]);
      const documents = Object.entries(unzipSync(bytes ?? new Uint8Array())).filter(([name]) => name.endsWith('.xml')).map(([fileName, content]) => ({ fileName, contents: strFromU8(content) }));
      expect(documents.map((document) => document.fileName)).toEqual([0, 1, 2].map((index) => `${tree.points[index]?.point.MpName}_BHR-GT.xml`));
      expect(documents[0]?.contents).toContain(`<brocom:broId>${known}</brocom:broId>`);
      expect(documents[0]?.contents).toMatch(/correctionReason[^>]*>eigenCorrectie</);
      expect(documents[1]?.contents).toContain(`<brocom:broId>${portal}</brocom:broId>`);
      expect(documents[2]?.contents).not.toContain('broId');
      expect(await validateAllAgainst('bhrgtRegistration', documents)).toEqual({ valid: true });
    });
  });
});
