import type { WireRow } from '../../../server/db/repositories/entity-rows';
import type { Session } from '../harness';

const data = '/ITWDataRestService_V1_0';

/** The rows of one tbl* list in a write or read answer. */
export function tableOf(answer: { body: Record<string, unknown> }, table: string): WireRow[] {
  const text = typeof answer.body.FileContent === 'string' ? answer.body.FileContent : (answer.body.Files as { FileContent: string }[] | undefined)?.[0]?.FileContent;
  return (JSON.parse(text ?? '{}') as { VeldData: Record<string, WireRow[]> }).VeldData[table] ?? [];
}

/** A project with a sent-looking lab assignment `orderNr` holding analysis samples `names`; answers their ids. */
export async function assignmentWithSamples(session: Session, code: string, orderNr: string, names: readonly string[]): Promise<{ prId: number; lbId: number; samples: WireRow[] }> {
  const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
  const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
  const created = await session.call(`${data}/SetLabassignment`, { action: 'CREATE', data: { PrID: prId, LabAssignments: [{ OrderNr: orderNr, Date: '2026-11-20T00:00:00' }] } });
  const lbId = Number(tableOf(created, 'tblLabAssignments').at(-1)?.LbID);
  const made = await session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: names.map((name) => ({ Name: name, MatrixCode: 'GR', LbID: lbId })) } });
  return { prId, lbId, samples: tableOf(made, 'tblAnalysisSamples') };
}

/** POSTs files to /LabResultImporter/Upload as the results screen's upload does. */
export async function uploadDelivery(server: { url: string }, session: Session, files: { name: string; bytes: Uint8Array | string }[]): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.url}/LabResultImporter/Upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.accessToken}` } });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
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
