import { resultCodes } from '../../domain/wire/result-codes';
import { isApiError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

/** The authorisation service's prefix (spec 02 section 7). */
const authorisationServicePrefix = '/AuthorisationServiceRest/';

/**
 * Allowed only with HTTP 200 and result code Succes (spec 01 section 6); a refusal at HTTP 200
 * (No_Rights) is 'not allowed', not an error. Sign-outs and network failures still throw.
 */
async function checkRight(api: ApiClient, callName: string, field: 'FeatureWord' | 'FunctionName', name: string, options?: CallOptions): Promise<boolean> {
  const { Username, Licensenumber, ApplicationCode } = api.authorisation();
  const body = { Username, Licensenumber, ApplicationCode, [field]: name };
  try {
    await api.post(callName, `${authorisationServicePrefix}${callName}`, body, [resultCodes.rights], options);
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'refused') return false;
    throw error;
  }
}

/** CheckFunctionRights: whether the licence and user hold a feature word (spec 01 section 6). */
export function checkFunctionRights(api: ApiClient, featureWord: string, options?: CallOptions): Promise<boolean> {
  return checkRight(api, 'CheckFunctionRights', 'FeatureWord', featureWord, options);
}

/** UserHasFunction: whether the user holds a named function (spec 01 section 6). */
export function userHasFunction(api: ApiClient, functionName: string, options?: CallOptions): Promise<boolean> {
  return checkRight(api, 'UserHasFunction', 'FunctionName', functionName, options);
}
