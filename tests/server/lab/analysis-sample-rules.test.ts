import { describe, expect, it } from 'vitest';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase } from '../harness';
import { useServerWithMail } from '../server-with-mail';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';
const reports = '/ReportGenerator';

/**
 * The analysis samples grid's save path (spec 02 sections 3, 4 and 7): SetAnalysisSamples and the
 * report generator's UpdateAnlysisSample run the domain's analysis sample rules in one transaction,
 * and a sample on a sent lab assignment is neither changed nor deleted.
 */
describe('analysis sample rules on SetAnalysisSamples and UpdateAnlysisSample', () => forEachDatabase((dialect) => {
  const mail = useServerWithMail(dialect, 'orders@fieldwork.test');

  /** A project with two analysis samples, A and B; answers the project and the samples as stored. */
  async function projectWithSamples(code: string): Promise<{ prId: number; samples: WireRow[] }> {
    const project = await mail.session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
    const made = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: [
      { Name: `${code}-A`, MatrixCode: 'GR', From: 0, To: 50 },
      { Name: `${code}-B`, MatrixCode: 'GW' },
    ] } });
    expect(made.body.ResultCode).toBe('Import_Succes');
    return { prId, samples: tableOf(made, 'tblAnalysisSamples') };
  }

  async function stored(prId: number): Promise<WireRow[]> {
    return selectEntityRows(mail.server.db, 'analysisSample', { column: 'PrID', values: [prId] });
  }

  it('refuses an unknown matrix, a range whose to is not below from and a blank name, each at its row and field, and stores none of the rows', async () => {
    const { prId, samples } = await projectWithSamples('ASR-RULES');
    const [a, b] = samples;
    const answer = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'UPDATE', data: { PrID: prId, AnalysisSamples: [
      { AsGuid: a?.AsGuid, MatrixCode: 'XX', From: 80, To: 20 },
      { AsGuid: b?.AsGuid, Name: '  ', AssessmentResult: 'fine' },
    ] } });
    expect(answer.body.ResultCode).toBe('Import_Failed');
    expect(String(answer.body.ResultMessage)).toMatch(/^Something went wrong with getting or updating samples\. /);
    const issues = (answer.body.Issues as { row: string; field: string; code: string }[]).map((issue) => [issue.row, issue.field, issue.code]);
    expect(issues).toEqual(expect.arrayContaining([
      [a?.AsGuid, 'MatrixCode', 'validation.matrix.unknown'],
      [a?.AsGuid, 'To', 'validation.range.toNotAboveFrom'],
      [b?.AsGuid, 'Name', 'validation.required'],
    ]));
    expect((await stored(prId)).map((row) => [row.Name, row.MatrixCode, row.From, row.To, row.AssessmentResult])).toEqual([
      ['ASR-RULES-A', 'GR', 0, 50, null], ['ASR-RULES-B', 'GW', null, null, null],
    ]);
  });

  it('stores a valid edit of several samples in one call and answers the project\'s samples', async () => {
    const { prId, samples } = await projectWithSamples('ASR-EDIT');
    const answer = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'UPDATE', data: { PrID: prId, AnalysisSamples: samples.map((row) => ({
      AsGuid: row.AsGuid, RowVersion: row.RowVersion, AssessmentDate: '2026-11-20T00:00:00', IsAssessmentSample: true,
    })) } });
    expect(answer.body.ResultCode).toBe('Import_Succes');
    expect(tableOf(answer, 'tblAnalysisSamples').map((row) => [row.Name, row.AssessmentDate, row.IsAssessmentSample])).toEqual([
      ['ASR-EDIT-A', '2026-11-20T00:00:00', true], ['ASR-EDIT-B', '2026-11-20T00:00:00', true],
    ]);
  });

  it('the report generator\'s UpdateAnlysisSample runs the same rules', async () => {
    const { samples } = await projectWithSamples('ASR-REPORT');
    const response = await fetch(`${mail.server.url}${reports}/UpdateAnlysisSample/?lang=en`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${mail.session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ AnalysisSample: { AsGuid: samples[0]?.AsGuid, MatrixCode: 'ZZ' } }),
    });
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'MatrixCode', code: 'validation.matrix.unknown' })] });
  });

  it('refuses deleting a sample on a sent assignment and keeps it; a free sample is deleted', async () => {
    const { prId, samples } = await projectWithSamples('ASR-DEL');
    const [onSent, free] = samples;
    const created = await mail.session.call(`${data}/SetLabassignment`, { action: 'CREATE', data: { PrID: prId, LabAssignments: [{ OrderNr: 'ASR-ORD', LbLabEmail: 'lab@lab.test' }] } });
    const lbId = tableOf(created, 'tblLabAssignments').at(-1)?.LbID;
    await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'UPDATE', data: { PrID: prId, AnalysisSamples: [{ AsGuid: onSent?.AsGuid, LbID: lbId }] } });
    const delivered = mail.smtp.nextMessage();
    const sent = await mail.session.call(`${data}/SendLabassignment`, { data: { PrID: prId, LbID: lbId } });
    expect(tableOf(sent, 'tblLabAssignments')[0]).toMatchObject({ IsSent: true });
    await delivered;

    const refused = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'DELETE', data: { PrID: prId, AsGuid: [onSent?.AsGuid, free?.AsGuid] } });
    expect(refused.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ row: onSent?.AsGuid, field: 'LbID', code: 'lab.issue.sampleOnSentAssignment' })] });
    expect((await stored(prId)).map((row) => row.Name)).toEqual(['ASR-DEL-A', 'ASR-DEL-B']);

    const deleted = await mail.session.call(`${data}/SetAnalysisSamples`, { action: 'DELETE', data: { PrID: prId, AsGuid: [free?.AsGuid] } });
    expect(deleted.body.ResultCode).toBe('Import_Succes');
    expect((await stored(prId)).map((row) => row.Name)).toEqual(['ASR-DEL-A']);
  });
}));
