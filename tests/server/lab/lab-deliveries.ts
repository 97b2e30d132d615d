import type { WireRow } from '../../../server/db/repositories/entity-rows';
import type { Session } from '../harness';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';

/** A project with a sent-looking lab assignment `orderNr` holding analysis samples `names`; answers their ids. */
export async function assignmentWithSamples(session: Session, code: string, orderNr: string, names: readonly string[]): Promise<{ prId: number; lbId: number; samples: WireRow[] }> {
  const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
  const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
  const created = await session.call(`${data}/SetLabassignment`, { action: 'CREATE', data: { PrID: prId, LabAssignments: [{ OrderNr: orderNr, Date: '2026-11-20T00:00:00' }] } });
  const lbId = Number(tableOf(created, 'tblLabAssignments').at(-1)?.LbID);
  const made = await session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: names.map((name) => ({ Name: name, MatrixCode: 'GR', LbID: lbId })) } });
  return { prId, lbId, samples: tableOf(made, 'tblAnalysisSamples') };
}

/** POSTs files to /LabResultImporter/Upload as the results screen's upload does (base64 content). */
export async function uploadDelivery(session: Session, files: { name: string; bytes: Uint8Array | string }[]): Promise<{ status: number; body: Record<string, unknown> }> {
  const Files = files.map((file) => ({ FileName: file.name, FileContent: Buffer.from(file.bytes).toString('base64') }));
  return session.call('/LabResultImporter/Upload', { Files });
}

/** One delivery as GetStatus lists it. */
export interface StatusDelivery {
  fileName: string;
  source: string;
  state: string;
  log: { level: string; key: string; params: Record<string, unknown>; text?: string }[];
}

/** The importer's status once no delivery waits or runs any more. */
export async function settledImporter(session: Session): Promise<{ State: string; LastRunAt: string | null; Deliveries: StatusDelivery[] }> {
  for (;;) {
    const answer = await session.call<{ State: string; LastRunAt: string | null; Deliveries: StatusDelivery[] }>('/LabResultImporter/GetStatus', {});
    if (answer.body.State !== 'running' && answer.body.Deliveries.every((delivery) => delivery.state !== 'queued' && delivery.state !== 'running')) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
