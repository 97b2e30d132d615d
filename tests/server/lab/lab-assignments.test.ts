import { describe, expect, it } from 'vitest';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase } from '../harness';
import { validateAgainst } from '../../unit/domain/formats/fixtures/xsd-validate';
import { useServerWithMail } from '../server-with-mail';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';

describe('lab assignments and analysis samples (spec 02 sections 3, 4, 7 and 8)', () => forEachDatabase((dialect) => {
  const mail = useServerWithMail(dialect, 'orders@fieldwork.test');

  /** A project with one point and `jars` jars of 50 cm each; answers the project and the jars. */
  async function projectWithJars(code: string, jars: number): Promise<{ prId: number; mpGuid: unknown; jars: WireRow[] }> {
    const project = await mail.session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
    const point = await mail.session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000 }] } });
    const mpGuid = tableOf(point, 'tblMeasurementPoints')[0]?.MpGuid;
    const rows = Array.from({ length: jars }, (_, n) => ({ JrName: `${code}-J${n + 1}`, JrFrom: n * 50, JrTo: n * 50 + 50 }));
    const written = await mail.session.call(`${data}/SetSoilSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Jars: rows } });
    return { prId, mpGuid, jars: tableOf(written, 'tblJars') };
  }

  /** An analysis sample made of `jars`, on assignment `lbId` when given. */
  async function analysisSample(prId: number, jars: readonly WireRow[], name: string, lbId?: number): Promise<WireRow> {
    const made = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: [{ Name: name, MatrixCode: 'GR', From: 0, To: 150, ...(lbId ? { LbID: lbId } : {}) }] } });
    expect(made.body.ResultCode).toBe('Import_Succes');
    const sample = tableOf(made, 'tblAnalysisSamples').find((row) => row.Name === name) ?? {};
    const parts = await mail.session.call(`${data}/SetAnalysisSampleParts`, { action: 'INSERT', data: { PrID: prId, AsID: sample.AsID, SampleParts: jars.map((jar) => ({ JrID: jar.JrID })) } });
    expect(parts.body.ResultCode).toBe('Import_Succes');
    return sample;
  }

  async function createAssignment(prId: number, fields: WireRow): Promise<WireRow> {
    const created = await mail.session.call(`${data}/SetLabassignment`, { action: 'CREATE', data: { PrID: prId, LabAssignments: [{ Date: '2026-11-20T00:00:00', ...fields }] } });
    expect(created.body.ResultCode).toBe('Import_Succes');
    return tableOf(created, 'tblLabAssignments').at(-1) ?? {};
  }

  it('stores an analysis sample with the jars it is made of, and reads both back by project', async () => {
    const { prId, jars } = await projectWithJars('LAB-READ', 3);
    const sample = await analysisSample(prId, jars, 'MM1');
    const samples = await mail.session.call(`${data}/GetAllSamples`, { Parameters: { ProjectID: prId } });
    expect(tableOf(samples, 'tblAnalysisSamples')).toEqual([expect.objectContaining({ Name: 'MM1', MatrixCode: 'GR', From: 0, To: 150, LbID: null })]);
    const parts = await mail.session.call(`${data}/GetAllSampleParts`, { Parameters: { ProjectID: prId } });
    expect(tableOf(parts, 'tblAnalysisSampleParts').map((part) => [part.AsID, part.JrID])).toEqual(jars.map((jar) => [sample.AsID, jar.JrID]));
  });

  it('refuses a part naming a jar of another project, at its row and field', async () => {
    const mine = await projectWithJars('LAB-MINE', 1);
    const other = await projectWithJars('LAB-OTHER', 1);
    const sample = await analysisSample(mine.prId, [], 'EMPTY');
    const answer = await mail.session.call(`${data}/SetAnalysisSampleParts`, { action: 'INSERT', data: { PrID: mine.prId, AsID: sample.AsID, SampleParts: [{ JrID: other.jars[0]?.JrID }] } });
    expect(answer.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ row: '#0', field: 'JrID', code: 'lab.issue.fieldSampleNotFound' })] });
  });

  it('creates an assignment, lists it, and a DELETE only hides it: the row stays with LbDeleted set', async () => {
    const { prId } = await projectWithJars('LAB-DEL', 0);
    const kept = await createAssignment(prId, { OrderNr: 'KEEP' });
    const gone = await createAssignment(prId, { OrderNr: 'GONE' });
    expect(gone).toMatchObject({ OrderNr: 'GONE', IsSent: false, LbDeleted: false });
    const deleted = await mail.session.call(`${data}/SetLabassignment`, { action: 'DELETE', data: { PrID: prId, LbID: gone.LbID } });
    expect(deleted.body.ResultCode).toBe('Import_Succes');
    const listed = await mail.session.call(`${data}/GetLabassignments`, { Parameters: { ProjectID: prId } });
    expect(tableOf(listed, 'tblLabAssignments').map((row) => row.OrderNr)).toEqual(['KEEP']);
    const stored = await selectEntityRows(mail.server.db, 'labAssignment', { column: 'PrID', values: [prId] });
    expect(stored.map((row) => [row.OrderNr, row.LbDeleted])).toEqual([['KEEP', false], ['GONE', true]]);
    expect(kept.LbID).not.toBe(gone.LbID);
  });

  it('refuses deleting an assignment the project does not have with the catalogue message', async () => {
    const { prId } = await projectWithJars('LAB-NODEL', 0);
    const answer = await mail.session.call(`${data}/SetLabassignment`, { action: 'DELETE', data: { PrID: prId, LbID: 987654 } });
    expect(answer.body.ResultCode).toBe('Import_Failed');
    expect(String(answer.body.ResultMessage)).toMatch(/^Unable to delete lab assignment\. /);
  });

  it('lists assignments across projects between two dates, without deleted ones', async () => {
    const { prId } = await projectWithJars('LAB-RANGE', 0);
    await createAssignment(prId, { OrderNr: 'RANGE-IN', Date: '2031-03-10T00:00:00' });
    await createAssignment(prId, { OrderNr: 'RANGE-OUT', Date: '2031-05-10T00:00:00' });
    const answer = await mail.session.call(`${data}/GetAllLabAssignmentsBetweenDateRanges`, { FromDate: '2031-03-01', ToDate: '2031-03-31' });
    expect((JSON.parse(String(answer.body.Content)) as WireRow[]).map((row) => row.OrderNr)).toEqual(['RANGE-IN']);
  });

  it('sends the order: the lab receives the mail with the sample list attached, and the assignment is sent', async () => {
    const { prId, jars } = await projectWithJars('LAB-SEND', 3);
    const assignment = await createAssignment(prId, { OrderNr: 'ORD-1', LbLabEmail: 'lab@lab.test' });
    await analysisSample(prId, jars, 'MIX-1', Number(assignment.LbID));
    const delivered = mail.smtp.nextMessage();
    const sent = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    expect(tableOf(sent, 'tblLabAssignments')[0]).toMatchObject({ IsSent: true, LbSendFailure: null });
    const message = await delivered;
    expect(message.subject).toContain('ORD-1');
    const csv = message.attachments.find((attachment) => attachment.filename === 'lab-order-ORD-1.csv');
    const lines = csv?.content.toString('utf8').split('\r\n') ?? [];
    expect(lines[0]).toMatch(/^AnalysisSample;Matrix;/);
    expect(lines.slice(1).map((line) => line.split(';')[6])).toEqual(['LAB-SEND-J1', 'LAB-SEND-J2', 'LAB-SEND-J3']);
    expect(message.attachments.find((attachment) => attachment.filename === 'lab-order-ORD-1.pdf')?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The SIKB0101 lab order: the analysis sample, its three jars and their point, valid against the published 14.9.0 XSD.
    const xml = message.attachments.find((attachment) => attachment.filename === 'lab-order-ORD-1_SIKB0101_14.9.0.xml')?.content.toString('utf8') ?? '';
    expect(await validateAgainst('sikb149', xml)).toEqual({ valid: true });
    expect(xml).toContain('<imsikb0101:projectCode>LAB-SEND</imsikb0101:projectCode>');
    for (const jar of jars) expect(xml).toContain(`gml:id="_${String(jar.JrGuid)}"`);
    expect(xml.match(/<imsikb0101:Sample /g)).toHaveLength(4);
  });

  it('leaves the assignment not sent, mailing nothing, when its SIKB0101 lab order does not validate', async () => {
    const { prId, mpGuid } = await projectWithJars('LAB-XSD', 0);
    // A GUID another client chose that is no XML name: its gml:id breaks the schema (xs:ID).
    const written = await mail.session.call(`${data}/SetSoilSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Jars: [{ JrGuid: 'jar 1', JrName: 'LAB-XSD-J1', JrFrom: 0, JrTo: 50 }] } });
    expect(written.body.ResultCode).toBe('Import_Succes');
    const assignment = await createAssignment(prId, { OrderNr: 'ORD-XSD', LbLabEmail: 'lab@lab.test' });
    await analysisSample(prId, tableOf(written, 'tblJars'), 'XSD-1', Number(assignment.LbID));
    const before = mail.smtp.messages.length;
    const answer = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    expect(tableOf(answer, 'tblLabAssignments')[0]).toMatchObject({ IsSent: false, LbSendFailure: expect.stringMatching(/^The SIKB0101 lab order does not validate against the 14\.9\.0 schema: .*_jar 1/) });
    expect(mail.smtp.messages.length).toBe(before);
  });

  it('keeps a sent assignment\'s samples read-only and refuses sending it twice', async () => {
    const { prId, jars } = await projectWithJars('LAB-RO', 1);
    const assignment = await createAssignment(prId, { OrderNr: 'ORD-RO', LbLabEmail: 'lab@lab.test' });
    const sample = await analysisSample(prId, jars, 'RO-1', Number(assignment.LbID));
    const delivered = mail.smtp.nextMessage();
    await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    await delivered;
    const edit = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'UPDATE', data: { PrID: prId, AnalysisSamples: [{ AsGuid: sample.AsGuid, Name: 'changed' }] } });
    expect(edit.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'LbID', code: 'lab.issue.sampleOnSentAssignment' })] });
    // The refusal is one catalogue message with no English reason inside, so a client translates all of it (spec 02 section 8).
    expect(edit.body).toMatchObject({ ErrorId: 'server.lab.samplesOnSentAssignment', ResultMessage: 'Something went wrong with getting or updating samples. Samples on a sent lab assignment can no longer be changed.' });
    const again = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    expect(String(again.body.ResultMessage)).toMatch(/sent already/);
  });

  it('leaves the assignment not sent with the reason when the mail server refuses, and a retry sends it', async () => {
    const { prId } = await projectWithJars('LAB-RETRY', 0);
    const assignment = await createAssignment(prId, { OrderNr: 'ORD-RETRY', LbLabEmail: 'lab@lab.test' });
    mail.smtp.refuseWith = 'Mailbox unavailable for test';
    const refused = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    mail.smtp.refuseWith = undefined;
    expect(tableOf(refused, 'tblLabAssignments')[0]).toMatchObject({ IsSent: false, LbSendFailure: expect.stringContaining('Mailbox unavailable for test') });
    const delivered = mail.smtp.nextMessage();
    const retried = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    expect(tableOf(retried, 'tblLabAssignments')[0]).toMatchObject({ IsSent: true, LbSendFailure: null });
    expect((await delivered).subject).toContain('ORD-RETRY');
  });

  it('leaves an assignment without a lab address not sent, saying so', async () => {
    const { prId } = await projectWithJars('LAB-NOADDR', 0);
    const assignment = await createAssignment(prId, { OrderNr: 'ORD-NOADDR' });
    const answer = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: assignment.LbID } });
    expect(tableOf(answer, 'tblLabAssignments')[0]).toMatchObject({ IsSent: false, LbSendFailure: 'The lab assignment has no lab e-mail address.' });
  });
}));
