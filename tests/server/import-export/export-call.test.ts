import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { exchangeExportTypes } from '../../../src/domain/exchange/exchange-types';
import { sikbExportVersions, sikbValidatedVersions } from '../../../src/domain/formats/sikb0101/sikb-versions';
import { validateAgainst } from '../../unit/domain/formats/fixtures/xsd-validate';
import { forEachDatabase, startTestServer, type Session, type TestServer } from '../harness';
import { testerOwner } from './ti-fixtures';

const exportPath = '/ITWImportExportService_V1_0/export';
const broParameters = { QualityRegime: 'IMBRO', DeliveryAccountableParty: '27376655', ReportDate: '2026-11-25' };

interface Configuration { extension: string; exportTypeName: string; exportServerIdentifier: string; useCompression: boolean }
interface ExportAnswer {
  ResultCode: string;
  LogFormat: string;
  Files: { FileName: string; MediaType: string; FileContent: string }[];
  ExportLog: { level: string; key: string; params: Record<string, unknown> }[];
  Metadata: { Version: string; TypeOfExport: string; ConversionContext: string | null };
}

/** The spec's whole request envelope (spec 02 section 7, '{hash}/export'). */
function envelope(type: string, prId: number, extra: { UseCompression?: boolean; Parameters?: Record<string, unknown> } = {}) {
  return {
    WebserviceVersion: '1.0',
    LanguageCode: 'nld',
    UseCompression: extra.UseCompression ?? false,
    TypeOfExport: type,
    Parameters: { ProjectID: String(prId), ConversionContext: 'ThirdParty', ...extra.Parameters },
    WithFilteringOnFieldExport: true,
    LogFormat: 'JSON',
  };
}

const decoded = (file: { FileContent: string } | undefined) => new Uint8Array(Buffer.from(file?.FileContent ?? '', 'base64'));

/**
 * The export call exactly as spec 02 section 7 gives it, with every type the server writes: the envelope
 * in, Files with base64 FileContent, the ExportLog and the 2.1.0 metadata out; the export configuration
 * list; special characters stripped from file names; IMBRO and IMBRO/A exports zipped with a log.json.
 */
describe('{hash}/export and the export configuration list (spec 02 section 7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    let prId: number;
    let configurations: Configuration[] = [];

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
      const owner = await testerOwner(server);
      prId = (await seedProject(server.db, owner.licenceId, owner.userId, generateDemoProject({ points: 4, seed: 3031, projectCode: 'Vöór/pr*j 1' }))).prId;
      configurations = (await session.call<{ ExportConfigurations: Configuration[] }>('/ITWImportExportService_V1_0/GetExportConfigurations', {})).body.ExportConfigurations;
    }, 60_000);
    afterAll(() => server.close());

    async function exportAs(type: string, extra: Parameters<typeof envelope>[2] = {}) {
      const answer = await session.call<ExportAnswer>(exportPath, envelope(type, prId, extra));
      expect(answer.status, answer.text.slice(0, 400)).toBe(200);
      return answer.body;
    }

    it('lists every type the server writes with extension, exportTypeName, exportServerIdentifier and useCompression', () => {
      const serverTypes = exchangeExportTypes.filter((type) => type.writtenBy === 'server');
      expect(configurations.map((entry) => entry.exportServerIdentifier)).toEqual(serverTypes.map((type) => type.id));
      expect(configurations.find((entry) => entry.exportServerIdentifier === 'gef')).toEqual({ extension: '.zip', exportTypeName: 'GEF', exportServerIdentifier: 'gef', useCompression: true });
      expect(configurations.find((entry) => entry.exportServerIdentifier === 'sikb0101')).toEqual({ extension: '.xml', exportTypeName: 'SIKB0101', exportServerIdentifier: 'sikb0101', useCompression: false });
    });

    it('answers each configured type with base64 files of its extension, names without special characters, the log and metadata 2.1.0', { timeout: 120_000 }, async () => {
      for (const configuration of configurations) {
        const type = configuration.exportServerIdentifier;
        const answer = await exportAs(type, { UseCompression: configuration.useCompression, Parameters: type.startsWith('bro-') ? { Bro: broParameters } : {} });
        expect(answer.ResultCode, type).toBe('Export_Succes');
        expect(answer.LogFormat).toBe('JSON');
        expect(answer.Metadata).toEqual({ Version: '2.1.0', TypeOfExport: type, ConversionContext: 'ThirdParty' });
        // A GMW request is only for a point with a gauging tube; the demo has points without.
        expect(answer.ExportLog.filter((entry) => entry.level === 'error' && entry.key !== 'formats.bro.export.pointWithoutTubes'), type).toEqual([]);
        expect(answer.Files, type).toHaveLength(1);
        const [file] = answer.Files;
        expect(file?.FileName, type).toMatch(/^Voor_pr_j_1[A-Za-z0-9._-]*$/);
        expect(file?.FileName.endsWith(configuration.extension), `${type}: ${file?.FileName}`).toBe(true);
        const bytes = decoded(file);
        if (configuration.useCompression || configuration.extension === '.ti') expect(Object.keys(unzipSync(bytes)).length, type).toBeGreaterThan(0);
        if (configuration.extension === '.xml') expect(strFromU8(bytes)).toMatch(/^<\?xml/);
      }
    });

    it('writes SIKB0101 in 14.4.0, 14.7.0, 14.8.0 and 14.9.0; the ones with a public XSD validate', { timeout: 120_000 }, async () => {
      for (const version of sikbExportVersions) {
        const answer = await exportAs('sikb0101', { Parameters: { Version: version } });
        expect(answer.Files[0]?.FileName).toBe(`Voor_pr_j_1_SIKB0101_${version}.xml`);
        const xml = strFromU8(decoded(answer.Files[0]));
        expect(xml).toContain(version);
        if (sikbValidatedVersions.includes(version)) expect(await validateAgainst(version === '14.8.0' ? 'sikb148' : 'sikb149', xml)).toEqual({ valid: true });
      }
    });

    it('zips IMBRO and IMBRO/A exports with their XML and a log.json that holds the export log', { timeout: 60_000 }, async () => {
      const sikb = await exportAs('sikb0101', { Parameters: { Version: '14.9.0', ValidationType: 'registerImbro' } });
      expect(sikb.Files.map((file) => [file.FileName, file.MediaType])).toEqual([['Voor_pr_j_1_SIKB0101_14.9.0_IMBRO.zip', 'application/zip']]);
      const entries = unzipSync(decoded(sikb.Files[0]));
      expect(Object.keys(entries).sort()).toEqual(['Voor_pr_j_1_SIKB0101_14.9.0.xml', 'log.json']);
      expect(JSON.parse(strFromU8(entries['log.json'] ?? new Uint8Array()))).toEqual(sikb.ExportLog);

      const bro = await exportAs('bro-bhrgt', { Parameters: { Bro: { ...broParameters, QualityRegime: 'IMBRO/A' } } });
      expect(bro.Files[0]?.FileName).toBe('Voor_pr_j_1_BHR-GT_IMBRO-A.zip');
      expect(Object.keys(unzipSync(decoded(bro.Files[0])))).toContain('log.json');
    });

    it('zips a single file when UseCompression asks it, and leaves an answer that is a zip already alone', { timeout: 60_000 }, async () => {
      const xlsx = await exportAs('xlsx', { UseCompression: true });
      expect(xlsx.Files[0]?.FileName).toBe('Voor_pr_j_1.zip');
      expect(Object.keys(unzipSync(decoded(xlsx.Files[0])))).toEqual(['Voor_pr_j_1.xlsx']);
      const gef = await exportAs('gef', { UseCompression: true });
      expect(Object.keys(unzipSync(decoded(gef.Files[0]))).every((name) => name.endsWith('.gef'))).toBe(true);
    });

    it('only logs an export error: a BRO export without its delivery choices answers no files and the reason', async () => {
      const answer = await exportAs('bro-gmw');
      expect(answer.ResultCode).toBe('Export_Succes');
      expect(answer.Files).toEqual([]);
      expect(answer.ExportLog).toContainEqual(expect.objectContaining({ level: 'error', key: 'exchange.bro.choicesMissing' }));
    });

    it('refuses an envelope the spec does not give: another WebserviceVersion, another LogFormat, an unknown type', async () => {
      for (const body of [
        { ...envelope('ti', prId), WebserviceVersion: '2.0' },
        { ...envelope('ti', prId), LogFormat: 'XML' },
        envelope('shapefile', prId),
      ]) {
        const refused = await session.call(exportPath, body);
        expect(refused.status).toBe(400);
        expect(refused.body.ErrorId).toBe('server.request.invalidBody');
      }
    });
  });
});
