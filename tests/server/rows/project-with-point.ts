import type { WireRow } from '../../../server/db/repositories/entity-rows';
import type { Session } from '../harness';

const data = '/ITWDataRestService_V1_0';

/** A write call's answer as the tests read it. */
export interface WriteCallAnswer { body: Record<string, unknown> & { FileContent?: string } }

/** The rows of `table` in a write's answer (FileContent's VeldData); none when the table is absent. */
export function answerRows(answer: WriteCallAnswer, table: string): WireRow[] {
  return (JSON.parse(answer.body.FileContent ?? '{}') as { VeldData: Record<string, WireRow[]> }).VeldData[table] ?? [];
}

/** A new RD project `code` with one point P1, made through SetProject and SetMeasurementPoints as a client makes them. */
export async function projectWithPoint(session: Session, code: string): Promise<{ prId: number; mpGuid: string }> {
  const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } }) as WriteCallAnswer;
  const prId = Number(answerRows(project, 'tblProjects')[0]?.PrID);
  const point = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'P1', MpXCoord: 155000, MpYCoord: 463000 }] } }) as WriteCallAnswer;
  const mpGuid = answerRows(point, 'tblMeasurementPoints')[0]?.MpGuid;
  if (typeof mpGuid !== 'string') throw new Error(`project ${code}: no point in the answer`);
  return { prId, mpGuid };
}
