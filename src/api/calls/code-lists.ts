import * as z from 'zod';
import { generalCodeSchema } from '../../domain/entities/general-code';
import type { GeneralCode } from '../../domain/entities/general-code';
import type { Language } from '../../domain/language/language-codes';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import { readBody } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

const codesSchema = z.looseObject({ tblGeneralCodes: z.array(generalCodeSchema).nullish() });

/** Codes as JSON text or as an object; either way its tblGeneralCodes. */
function readCodes(callName: string, codes: unknown): GeneralCode[] {
  let value = codes;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw unreadableAnswerError(callName, 'Codes', 'not JSON');
    }
  }
  if (value === undefined || value === null) return [];
  const parsed = codesSchema.safeParse(value);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Codes', z.prettifyError(parsed.error));
  return parsed.data.tblGeneralCodes ?? [];
}

/** Which codes to fetch: a whole category, or one code (spec 01 section 7: 'CategoryID and/or CodeID'). */
export interface CodeListSelection {
  categoryId?: number;
  codeId?: string;
}

/**
 * GetCodeListByCategoryIDOrCode (spec 01 section 7): the read envelope in `language` with
 * Parameters.CategoryID / CodeID; the answer's Codes.tblGeneralCodes, ordered by GcOrder.
 */
export async function getCodes(api: ApiClient, selection: CodeListSelection, language: Language, options?: CallOptions): Promise<GeneralCode[]> {
  const callName = 'GetCodeListByCategoryIDOrCode';
  const body = readBody(language, { CategoryID: selection.categoryId, CodeID: selection.codeId });
  const answer = await api.post(callName, dataPath(callName), body, [resultCodes.read], options);
  return readCodes(callName, answer.Codes).sort((a, b) => (a.GcOrder ?? 0) - (b.GcOrder ?? 0));
}

/** One code-list category in one language (e.g. 37 coordinate systems; spec 01 sections 3 and 9). */
export function getCodeList(api: ApiClient, categoryId: number, language: Language, options?: CallOptions): Promise<GeneralCode[]> {
  return getCodes(api, { categoryId }, language, options);
}
