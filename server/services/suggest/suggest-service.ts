import { suggestInputOf, decodeSuggestInput } from '../../../src/domain/suggest/suggest-input';
import type { SuggestOutcome } from '../../../src/domain/suggest/suggest-outcome';
import { suggestSamples } from '../../../src/domain/suggest/suggest-samples';
import type { SuggestSettings } from '../../../src/domain/suggest/suggest-settings';
import { suggestSettingsIssues } from '../../../src/domain/suggest/suggest-settings';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { refused } from '../../errors';
import type { Caller } from '../caller';
import { checkRight } from '../rights-service';
import { suggestMessages } from './suggest-messages';

/** The function the application manager enables for suggesting samples (spec 02 section 6). */
const suggestSamplesFunction = 'SuggestSamples';

/** The result code of a refused suggestion: not a success code, so the client reads the message. */
const refusedCode = 'Failed';

/** The algorithm service's answer: the outcome as `data` (spec 02 section 7, 'Response data'). */
export interface SuggestAnswer {
  ResultCode: typeof resultCodes.rights;
  ResultMessage: '';
  data: SuggestOutcome;
}

/**
 * Suggests mixed samples for the caller (spec 02 section 7, 'Algorithm service'): only with the
 * function right, else 'Unauthorized' (section 6) as a refusal, not an HTTP 401/403 that would sign
 * the user out (section 4); the settings obey section 5; the input content is decoded and checked;
 * then the same pure algorithm the browser has answers. Nothing is written: the client creates the
 * analysis samples it keeps through the data service.
 */
export async function suggestForCaller(db: Executor, caller: Caller, settings: SuggestSettings, inputContentBase64: string): Promise<SuggestAnswer> {
  if (!(await checkRight(db, caller, 'function', suggestSamplesFunction)).Allowed) throw refused(refusedCode, suggestMessages.unauthorized);
  const issues = suggestSettingsIssues(settings);
  if (issues.length > 0) throw refused(refusedCode, suggestMessages.invalidSettings, { issues: issues.join(', ') }, { extra: { SettingsIssues: issues } });
  const input = decodeSuggestInput(inputContentBase64);
  if (!input) throw refused(refusedCode, suggestMessages.invalidInput);
  return { ResultCode: resultCodes.rights, ResultMessage: '', data: suggestSamples(suggestInputOf(input), settings) };
}
