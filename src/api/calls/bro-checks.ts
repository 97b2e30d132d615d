import * as z from 'zod';
import type { BroObjectType } from '../../domain/formats/bro/bro-objects';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient } from '../http';

/** The pre-export BRO ID check (spec 02 sections 2 and 4): ours, beside the export call. */
const broIdCheckPath = '/ITWImportExportService_V1_0/BroIdCheck';

const checkSchema = z.object({
  MpGuid: z.string(),
  MpName: z.string().nullable(),
  BroId: z.string().nullable(),
  Outcome: z.enum(['match', 'mismatch', 'notFound', 'failed']),
  Allowed: z.array(z.enum(['register', 'correct'])),
  PortalBroId: z.string().optional(),
  Reason: z.string().optional(),
});

/** One point's BRO ID check: the outcome, what it allows, the portal's ID after a mismatch, the reason after a failure. */
export type PointBroCheckAnswer = z.output<typeof checkSchema>;

/** What the check is asked: the project, the BRO object, the chosen points, and the BRO IDs the user typed by MpGuid. */
export interface BroIdCheckRequest {
  prId: number;
  objectType: BroObjectType;
  pointGuids: readonly string[];
  broIds: readonly { MpGuid: string; BroId: string }[];
}

/** POST BroIdCheck: each chosen point's BRO ID asked of the BRO portal by the server. */
export async function checkBroIds(api: ApiClient, request: BroIdCheckRequest): Promise<PointBroCheckAnswer[]> {
  const body = { Parameters: { ProjectID: request.prId, ObjectType: request.objectType, MeasurementPointGuids: request.pointGuids, BroIds: request.broIds } };
  const answer = await api.post('BroIdCheck', broIdCheckPath, body, [resultCodes.read]);
  const parsed = z.object({ Checks: z.array(checkSchema) }).safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('BroIdCheck', 'Checks', z.prettifyError(parsed.error));
  return parsed.data.Checks;
}
