import * as z from 'zod';
import { labAssignmentSchema } from '../../domain/entities/lab-assignment';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

const callName = 'GetAllLabAssignmentsBetweenDateRanges';

/**
 * GetAllLabAssignmentsBetweenDateRanges (spec 02 section 7): the licence's lab assignments across its
 * projects dated FromDate to ToDate ('YYYY-MM-DD', both inclusive); the answer's Content is JSON text of the list.
 */
export async function getLabAssignmentsBetween(api: ApiClient, fromDate: string, toDate: string, options?: CallOptions): Promise<LabAssignment[]> {
  const answer = await api.post(callName, dataPath(callName), { FromDate: fromDate, ToDate: toDate }, [resultCodes.read], options);
  let content: unknown;
  try {
    content = JSON.parse(String(answer.Content ?? ''));
  } catch {
    throw unreadableAnswerError(callName, 'Content', 'not JSON');
  }
  const parsed = z.array(labAssignmentSchema).safeParse(content);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Content', z.prettifyError(parsed.error));
  return parsed.data;
}
