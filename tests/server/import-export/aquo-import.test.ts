import { describe, expect, it } from 'vitest';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { aquoHeader, aquoSampleCsv, aquoSampleLines } from '../../unit/domain/formats/fixtures/aquo-sample';
import { forEachDatabase } from '../harness';
import { convertedAndImported, uploadForConversion, type JobStatus } from './job-calls';
import { useServerWithOwner } from './server-with-owner';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the new import\'s Aquo measurement CSV into a project through the job orchestrator (spec 02 sections 7 and 9)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    async function seeded(): Promise<{ prId: number; code: string }> {
      projects += 1;
      const code = `AQUO-${projects}`;
      return { prId: (await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 700 + projects, points: 2, projectCode: code }))).prId, code };
    }

    const imported = (text: string, code: string): Promise<JobStatus> => convertedAndImported(api.server, api.session, [{ name: 'metingen.csv', bytes: bytes(text) }], code, 'aquoCsv');

    const named = async (prId: number, kind: 'measurementPoint' | 'waterSample', field: string) => (await selectRowsOfProject(api.server.db, kind, prId)).filter((row) => String(row[field]).startsWith('OW-'));

    it('adds the file\'s locations as points in RD, their samples as surface water samples with observations, and updates them on a second import', { timeout: 60_000 }, async () => {
      const { prId, code } = await seeded();
      const done = await imported(aquoSampleCsv(), code);
      expect(done.state).toBe('done');
      expect(done.log.at(-1)).toEqual(expect.objectContaining({ level: 'info', key: 'importExport.server.aquoImported', params: { code, points: 2, samples: 2, observations: 5 } }));
      expect(done.log).toContainEqual(expect.objectContaining({ level: 'warning', key: 'formats.aquo.import.valuesNotCarried', params: { file: 'metingen.csv', count: 2 } }));

      const points = await named(prId, 'measurementPoint', 'MpName');
      expect(points.map((point) => [point.MpName, point.MpXCoord, point.MpYCoord])).toEqual([['OW-KRW-001', 155012.3, 463180.75], ['OW-KRW-002', 156240, 462905.1]]);
      const samples = await named(prId, 'waterSample', 'WsName');
      expect(samples.map((sample) => [sample.WsName, String(sample.WsDate).slice(0, 19).replace(' ', 'T'), sample.WsMatrixCode])).toEqual([
        ['OW-KRW-001-20260512', '2026-05-12T09:40:00', 'OW'], ['OW-KRW-002-20260512', '2026-05-12T11:05:00', 'OW'],
      ]);
      const observations = (await selectRowsOfProject(api.server.db, 'observation', prId)).filter((row) => samples.some((sample) => sample.WsID === row.WsID));
      expect(observations.map((row) => [row.ObPropertyCode, Number(row.ObMeasurementValue)]).sort()).toEqual([['EC', 521], ['O2', 8.4], ['PH', 7.1], ['PH', 7.8], ['TEMP', 14.2]]);

      const again = await imported(aquoSampleCsv(), code);
      expect(again.state).toBe('done');
      expect((await named(prId, 'measurementPoint', 'MpName')).map((point) => point.MpGuid)).toEqual(points.map((point) => point.MpGuid));
      expect((await named(prId, 'waterSample', 'WsName')).map((sample) => sample.WsGuid)).toEqual(samples.map((sample) => sample.WsGuid));
    });

    it('places the RD coordinates in the project\'s own system', { timeout: 60_000 }, async () => {
      const { prId, code } = await seeded();
      await api.server.db.updateTable('tblProjects').set({ PrCoordinateSystem: 'EPSG:4326' }).where('PrID', '=', prId).execute();
      expect((await imported(aquoSampleCsv(), code)).state).toBe('done');
      const [first] = await named(prId, 'measurementPoint', 'MpName');
      // RD 155012.30, 463180.75 lies just north of the RD origin at Amersfoort (52.1562 N, 5.3876 E).
      expect(Number(first?.MpXCoord)).toBeCloseTo(5.3878, 3);
      expect(Number(first?.MpYCoord)).toBeCloseTo(52.1568, 3);
    });

    it('writes nothing when one sample breaks the save rules, and names the reason in the log', { timeout: 60_000 }, async () => {
      const { prId, code } = await seeded();
      const lines = aquoSampleLines(['OW-KRW-001', 'OW-KRW-002']);
      // A water sample name over 50 characters (spec 01 section 5) on the second location's lines only.
      const tooLong = lines.map((line) => line.replace('OW-KRW-002-20260512', `OW-KRW-002-${'x'.repeat(50)}`));
      const failed = await imported([aquoHeader, ...tooLong].join('\n'), code);
      expect(failed.state).toBe('failed');
      expect(failed.log.at(-1)).toEqual(expect.objectContaining({ level: 'error', key: 'importExport.server.importFailed', params: { reason: expect.stringContaining('WsName: Value too long (at most 50 characters)') } }));
      expect(await named(prId, 'measurementPoint', 'MpName')).toEqual([]);
      expect(await named(prId, 'waterSample', 'WsName')).toEqual([]);
    });

    it('fails the conversion of a file with an unreadable value, naming the line, and refuses a non-CSV under the Aquo type', { timeout: 60_000 }, async () => {
      const { code } = await seeded();
      const failed = await imported(aquoSampleCsv().replace(';14.2;', ';warm;'), code);
      expect(failed).toMatchObject({ phase: 'convert', state: 'failed' });
      expect(failed.log).toEqual([expect.objectContaining({ level: 'error', key: 'formats.aquo.import.badValue', params: expect.objectContaining({ line: 3, value: 'warm' }) })]);
      const refused = await uploadForConversion(api.server, api.session, [{ name: 'metingen.xlsx', bytes: bytes('x') }], 'aquoCsv');
      expect(refused.status).toBe(400);
    });
  });
});
