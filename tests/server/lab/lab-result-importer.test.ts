import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { exportSikb0101 } from '../../../src/domain/formats/sikb0101/sikb-writer';
import { demoTree } from '../../unit/domain/formats/fixtures/demo-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { labResultsInput } from '../../../server/services/lab-import/import-delivery-step';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { tableOf } from '../answer-tables';
import { assignmentWithSamples, settledImporter, uploadDelivery } from './lab-deliveries';

const data = '/ITWDataRestService_V1_0';
const header = 'OrderNr;SampleName;ReportNumber;LabStatus;ComponentGroup;Component;Method;Unit;Value;GroupOrder;ComponentOrder';

async function resultsOf(session: Session, prId: number): Promise<WireRow[]> {
  const answer = await session.call(`${data}/GetAllResults`, { Content: JSON.stringify({ ProjectID: prId }) });
  return JSON.parse(String(answer.body.Content)) as WireRow[];
}

async function assignmentOf(session: Session, prId: number, lbId: number): Promise<WireRow | undefined> {
  return tableOf(await session.call(`${data}/GetLabassignments`, { Parameters: { ProjectID: prId } }), 'tblLabAssignments').find((row) => row.LbID === lbId);
}

describe('lab result importer (spec 02 sections 2 and 4)', () => forEachDatabase((dialect) => {
  const folder = mkdtempSync(join(tmpdir(), 'lab-deliveries-'));
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { LAB_IMPORT_DIR: folder, LAB_IMPORT_INTERVAL: '3600', LAB_IMPORT_SETTLE: '1' } });
    session = await server.login();
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('imports an uploaded CSV delivery: results kept as sent, status and report number on the assignment, unknown samples and orders in the log', async () => {
    const { prId, lbId } = await assignmentWithSamples(session, 'IMP-CSV', 'ORD-CSV-1', ['MM1', 'MM2']);
    const csv = [header,
      'ORD-CSV-1;MM1;R-77;5;Metalen;Cadmium;AS3000;mg/kg ds;<0,2;1;1',
      'ORD-CSV-1;mm1;R-77;5;Metalen;Zink;AS3000;mg/kg ds;41,5;1;2',
      'ORD-CSV-1;MM2;R-77;5;Overig;Asbest;NEN5707;mg/kg ds;n.a.;2;1',
      'ORD-CSV-1;MM7;R-77;5;Metalen;Lood;AS3000;mg/kg ds;12;1;3',
      'ORD-UNKNOWN;MM1;R-77;5;Metalen;Lood;AS3000;mg/kg ds;12;1;3',
    ].join('\r\n');
    const uploaded = await uploadDelivery(session, [{ name: 'levering.csv', bytes: csv }]);
    expect(uploaded).toMatchObject({ status: 200, body: { Received: [expect.objectContaining({ fileName: 'levering.csv', queued: true })] } });
    const status = await settledImporter(session);
    const delivery = status.Deliveries.find((entry) => entry.fileName === 'levering.csv');
    expect(delivery).toMatchObject({ state: 'imported', source: 'upload' });
    expect(delivery?.log.map((entry) => [entry.level, entry.key])).toEqual([
      ['error', 'results.server.import.unknownOrder'], ['error', 'results.server.import.unknownSample'], ['info', 'results.server.import.imported'],
    ]);
    expect(delivery?.log[1]?.text).toBe('Sample MM7 is not on order ORD-CSV-1: 1 results not imported (lines 5).');
    const results = await resultsOf(session, prId);
    expect(results.map((row) => [row.Component, row.ArReportedValue, row.Symbol ?? null, row.MeasuredValue ?? null])).toEqual([
      ['Cadmium', '<0,2', '<', 0.2], ['Zink', '41,5', null, 41.5], ['Asbest', 'n.a.', null, null],
    ]);
    expect(await assignmentOf(session, prId, lbId)).toMatchObject({ LabStatusCode: '5', LabReportNumber: 'R-77' });

    // The same bytes again are not imported twice; a corrected delivery replaces the value of the same component.
    const again = await uploadDelivery(session, [{ name: 'levering-kopie.csv', bytes: csv }]);
    expect(again.body.Received).toEqual([{ fileName: 'levering-kopie.csv', queued: false, earlier: 'levering.csv' }]);
    await uploadDelivery(session, [{ name: 'correctie.csv', bytes: `${header}\nORD-CSV-1;MM1;R-78;6;Metalen;Zink;AS3000;mg/kg ds;43;1;2\n` }]);
    await settledImporter(session);
    const corrected = await resultsOf(session, prId);
    expect(corrected.filter((row) => row.Component === 'Zink').map((row) => row.ArReportedValue)).toEqual(['43']);
    expect(await assignmentOf(session, prId, lbId)).toMatchObject({ LabStatusCode: '6', LabReportNumber: 'R-78' });
  });

  it('imports the first sheet of an XLSX delivery', async () => {
    const { prId } = await assignmentWithSamples(session, 'IMP-XLSX', 'ORD-XLSX-1', ['S1']);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Resultaten');
    sheet.addRow(['Ordernummer', 'Monster', 'Rapportnummer', 'Component', 'Eenheid', 'Waarde']);
    sheet.addRow(['ORD-XLSX-1', 'S1', 'X-1', 'Kwik', 'mg/kg ds', '<0,05']);
    sheet.addRow(['ORD-XLSX-1', 'S1', 'X-1', 'Lood', 'mg/kg ds', 36]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    await uploadDelivery(session, [{ name: 'levering.xlsx', bytes }]);
    await settledImporter(session);
    expect((await resultsOf(session, prId)).map((row) => [row.Component, row.ArReportedValue])).toEqual([['Kwik', '<0,05'], ['Lood', '36']]);
  });

  it('imports a SIKB0101 analysis-result file by sample name, keeping symbol and limit as the lab sent them', async () => {
    const { prId } = await assignmentWithSamples(session, 'IMP-SIKB', 'ORD-SIKB-1', ['MM01']);
    const exported = exportSikb0101(demoTree(), { version: '14.9.0', date: '2026-03-10' });
    if (!exported.ok) throw new Error(JSON.stringify(exported.log));
    const xml = exported.files.find((file) => file.name.endsWith('.xml'))?.content;
    await uploadDelivery(session, [{ name: 'analyses.xml', bytes: typeof xml === 'string' ? xml : new Uint8Array(xml ?? []) }]);
    const status = await settledImporter(session);
    const delivery = status.Deliveries.find((entry) => entry.fileName === 'analyses.xml');
    expect(delivery?.state).toBe('imported');
    // GW01 of the file is no sample of this licence: said in the log, not silently dropped.
    expect(delivery?.log.map((entry) => entry.key)).toContain('results.server.import.unknownSikbSample');
    const results = await resultsOf(session, prId);
    expect(results).toHaveLength(2);
    expect(results.find((row) => row.Symbol === '<')).toMatchObject({ MeasuredValue: 0.2, AlphanumericValue: '<0.2 mg/kg ds' });
  });

  it('logs an unreadable file and one without the needed columns, and changes nothing', async () => {
    const { prId, lbId } = await assignmentWithSamples(session, 'IMP-BAD', 'ORD-BAD-1', ['B1']);
    await uploadDelivery(session, [{ name: 'kapot.xlsx', bytes: 'dit is geen werkmap' }, { name: 'kolommen.csv', bytes: 'Monster;Waarde\nB1;3\n' }]);
    const status = await settledImporter(session);
    expect(status.Deliveries.find((entry) => entry.fileName === 'kapot.xlsx')).toMatchObject({ state: 'failed', log: [expect.objectContaining({ key: 'results.server.import.unreadable' })] });
    expect(status.Deliveries.find((entry) => entry.fileName === 'kolommen.csv')).toMatchObject({
      state: 'failed', log: [expect.objectContaining({ key: 'results.server.import.missingColumns', params: expect.objectContaining({ columns: 'OrderNr, Component' }) })],
    });
    expect(await resultsOf(session, prId)).toEqual([]);
    expect((await assignmentOf(session, prId, lbId))?.LabStatusCode ?? null).toBeNull();
    const refused = await uploadDelivery(session, [{ name: 'notities.docx', bytes: 'x' }]);
    expect(refused.status).toBe(400);
  });

  it('takes a settled delivery from the licence folder on force import, once, and queues one a stopped server left waiting again', async () => {
    const { prId } = await assignmentWithSamples(session, 'IMP-DIR', 'ORD-DIR-1', ['D1']);
    const licenceFolder = join(folder, String(session.authorisation.Licensenumber));
    mkdirSync(licenceFolder, { recursive: true });
    const path = join(licenceFolder, 'map-levering.csv');
    writeFileSync(path, `${header}\nORD-DIR-1;D1;R-9;5;Metalen;Nikkel;AS3000;mg/kg ds;12;1;1\n`);
    // A file written just now may still be copying: the check leaves it for later.
    const status = await (await session.call<{ Deliveries: { fileName: string }[] }>('/LabResultImporter/ForceImport', {})).body;
    expect(status.Deliveries.map((entry) => entry.fileName)).not.toContain('map-levering.csv');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path, past, past);
    await session.call('/LabResultImporter/ForceImport', {});
    const settled = await settledImporter(session);
    expect(settled.State).toBe('idle');
    expect(settled.LastRunAt).not.toBeNull();
    expect(settled.Deliveries.filter((entry) => entry.fileName === 'map-levering.csv')).toEqual([expect.objectContaining({ state: 'imported', source: 'folder' })]);
    await session.call('/LabResultImporter/ForceImport', {});
    expect((await settledImporter(session)).Deliveries.filter((entry) => entry.fileName === 'map-levering.csv')).toHaveLength(1);
    expect((await resultsOf(session, prId)).map((row) => row.Component)).toEqual(['Nikkel']);

    // A stopped server leaves its job failed (JobRunner.recover) and the delivery waiting: start and force import queue it again.
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', session.authorisation.Username.toLowerCase()).executeTakeFirstOrThrow();
    const orderId = randomUUID();
    const jobDir = join(server.config.dataDir, 'jobs', orderId);
    mkdirSync(jobDir, { recursive: true });
    writeFileSync(join(jobDir, '0-tweede.csv'), `${header}\nORD-DIR-1;D1;R-9;5;Metalen;Chroom;AS3000;mg/kg ds;20;1;2\n`);
    const at = new Date().toISOString();
    const delivery = await server.db.insertInto('labDeliveries').values({ licenceId: user.licenceId, fileName: 'tweede.csv', checksum: orderId, source: 'folder', state: 'queued', orderId, summary: null, createdAt: at, updatedAt: at })
      .returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('jobs').values({
      orderId, licenceId: user.licenceId, userId: user.id, phase: 'labResults', state: 'failed', progress: 0.3, input: labResultsInput(Number(delivery.id), 'tweede.csv', join(jobDir, '0-tweede.csv')),
      result: null, log: JSON.stringify([{ level: 'error', key: 'importExport.server.abandoned', params: {} }]), workerId: null, heartbeatAt: null, createdAt: at, updatedAt: at,
    }).execute();
    expect((await resultsOf(session, prId)).map((row) => row.Component)).toEqual(['Nikkel']);
    await session.call('/LabResultImporter/ForceImport', {});
    const resumed = (await settledImporter(session)).Deliveries.find((entry) => entry.fileName === 'tweede.csv');
    expect(resumed).toMatchObject({ state: 'imported' });
    expect((await resultsOf(session, prId)).map((row) => row.Component)).toEqual(['Nikkel', 'Chroom']);
  });
}));
