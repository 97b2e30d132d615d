import { openAsBlob } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Session, TestServer } from '../harness';

/** The media service's prefix. */
export const media = '/MediaRestService_V1_0';
const data = '/ITWDataRestService_V1_0';

/** A JPEG of `width`×`height` in one colour (a real picture sharp can read). */
export function jpeg(width = 640, height = 480, colour = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** A project with one point, written through the data service; answers the guids. */
export async function projectWithPoint(session: Session, code: string): Promise<{ prGuid: string; prId: number; mpGuid: string }> {
  const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
  const row = (JSON.parse(String(project.body.FileContent)) as { VeldData: { tblProjects: { PrID: number; PrGuid: string }[] } }).VeldData.tblProjects[0];
  if (!row) throw new Error(`no project in ${project.text}`);
  const point = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: row.PrID, MeasurementPoints: [{ MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000 }] } });
  const mpGuid = (JSON.parse(String(point.body.FileContent)) as { VeldData: { tblMeasurementPoints: { MpGuid: string }[] } }).VeldData.tblMeasurementPoints[0]?.MpGuid;
  if (!mpGuid) throw new Error(`no point in ${point.text}`);
  return { prGuid: row.PrGuid, prId: row.PrID, mpGuid };
}

/** A file to send: bytes, or a path on disk (streamed by fetch, never read whole). */
export type UploadPart = { name: string; bytes: Uint8Array } | { name: string; path: string };

/** POSTs a multipart upload as the browser's gallery does: fields first, then the files. */
export async function uploadMultipart(
  server: TestServer, session: Session, call: 'UploadMedia' | 'UploadZip' | 'SessionUploadMedia', fields: Record<string, string>, files: readonly UploadPart[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', 'bytes' in file ? new Blob([new Uint8Array(file.bytes)]) : await openAsBlob(file.path), file.name);
  const response = await fetch(`${server.url}${media}/${call}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.accessToken}` } });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

/** The media list of a project. */
export async function mediaList(session: Session, prGuid: string): Promise<Record<string, unknown>[]> {
  const answer = await session.call(`${media}/GetMediaList`, { ProjectGuid: prGuid });
  expect(answer.body.ResultCode).toBe('Export_Succes');
  return answer.body.Media as Record<string, unknown>[];
}
