import * as z from 'zod';
import type { SuggestInput } from '../../domain/suggest/suggest-input';
import { encodeSuggestInput, suggestSamplesPath } from '../../domain/suggest/suggest-input';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import type { SuggestSettings } from '../../domain/suggest/suggest-settings';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

const answerSchema = z.object({
  data: z.looseObject({ suggestions: z.array(z.looseObject({})), profiles: z.record(z.string(), z.unknown()), errors: z.array(z.string()), log: z.array(z.unknown()), summary: z.looseObject({}) }),
});

/**
 * The algorithm service (spec 02 section 7): POST {data: {settings, inputContentBase64}}, answered
 * with data, the outcome of suggesting mixed samples. Refused with 'Unauthorized' without the
 * function right (spec 02 section 6).
 */
export async function suggestSamplesCall(api: ApiClient, settings: SuggestSettings, input: SuggestInput, options?: CallOptions): Promise<SuggestOutcome> {
  const body = { data: { settings, inputContentBase64: encodeSuggestInput(input) } };
  const answer = await api.post('SuggestSamples', suggestSamplesPath, body, [resultCodes.rights], options);
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('SuggestSamples', 'data', parsed.error.message);
  return parsed.data.data as unknown as SuggestOutcome;
}
