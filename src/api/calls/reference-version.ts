import { resultCodes } from '../../domain/wire/result-codes';
import type { ApiClient, CallOptions } from '../http';

/**
 * GetReferenceVersion: the licence's version of its code lists and field templates, raised by every
 * change the application manager saves (spec 01 section 9: the day caches hold until it changes).
 */
export async function getReferenceVersion(api: ApiClient, options?: CallOptions): Promise<number> {
  const callName = 'GetReferenceVersion';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, {}, [resultCodes.rights], options);
  return typeof answer.Version === 'number' ? answer.Version : 0;
}
