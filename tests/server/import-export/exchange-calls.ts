import { expect } from 'vitest';
import { readExportTree } from '../../../server/services/import-export/export-tree';
import type { ProjectTree } from '../../../src/domain/formats/project-tree';
import type { Session, TestServer } from '../harness';
import { importOrder, orderIdOf, settledJob, uploadForConversion, type JobStatus } from './job-calls';

/** The export call's answer (spec 02 section 7). */
export interface ExportAnswer {
  ResultCode: string;
  Files: { FileName: string; MediaType: string; FileContent: string }[];
  ExportLog: { level: 'info' | 'warning' | 'error'; key: string; params: Record<string, unknown>; record?: Record<string, unknown> }[];
}

/** POST export of `type` for a project, with extra Parameters; answers the body and the first file's bytes. */
export async function exportProject(session: Session, prId: number, type: string, parameters: Record<string, unknown> = {}): Promise<{ answer: ExportAnswer; bytes: Uint8Array | null }> {
  const response = await session.call<ExportAnswer>('/ITWImportExportService_V1_0/export', { TypeOfExport: type, Parameters: { ProjectID: prId, ...parameters }, LogFormat: 'JSON' });
  expect(response.status, response.text.slice(0, 500)).toBe(200);
  const file = response.body.Files[0];
  return { answer: response.body, bytes: file ? new Uint8Array(Buffer.from(file.FileContent, 'base64')) : null };
}

/** Uploads files, converts them, imports them (a new code, or into `projectId`), and answers both steps' statuses. */
export async function importThroughJobs(server: TestServer, session: Session, files: { name: string; bytes: Uint8Array }[], target: { code: string } | { projectId: number }): Promise<{ converted: JobStatus; imported: JobStatus }> {
  const upload = await uploadForConversion(server, session, files);
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const orderId = orderIdOf(upload.body);
  const converted = await settledJob(server, session, orderId);
  expect(converted.state, JSON.stringify(converted.log)).toBe('done');
  const answer = 'code' in target
    ? await importOrder(server, session, orderId, target.code)
    : await server.post('/JobOrchestrator/import', { orderId, projectFiles: [{ projectCode: null, projectId: target.projectId }] }, session.accessToken);
  expect(answer.status, answer.text).toBe(200);
  return { converted, imported: await settledJob(server, session, orderId) };
}

/** A project's tree as the exchange formats read it. */
export function storedTree(server: TestServer, owner: { licenceId: number; userId: number }, prId: number): Promise<ProjectTree> {
  return readExportTree(server.db, owner, prId);
}

/** Counts of what a tree holds, to compare an import with its source. */
export function treeCounts(tree: ProjectTree): Record<string, number> {
  const points = tree.points;
  return {
    points: points.length,
    layers: points.reduce((sum, point) => sum + point.layers.length, 0),
    jars: points.reduce((sum, point) => sum + point.jars.length, 0),
    filterTubes: points.reduce((sum, point) => sum + point.filterTubes.length, 0),
    waterSamples: points.reduce((sum, point) => sum + point.waterSamples.length, 0),
    bottles: points.reduce((sum, point) => sum + point.waterSamples.reduce((inner, sample) => inner + sample.bottles.length, 0), 0),
    observations: points.reduce((sum, point) => sum + point.waterSamples.reduce((inner, sample) => inner + sample.observations.length, 0), 0),
  };
}
