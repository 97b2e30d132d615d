import * as z from 'zod';
import { fieldTemplateSchema } from '../../domain/editing/field-template';
import type { FieldTemplate } from '../../domain/editing/field-template';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

const templatesAnswerSchema = z.looseObject({
  Result: z.looseObject({ templates: z.array(fieldTemplateSchema).nullish() }).nullish(),
});

/** Narrows GetTemplatesData to a project's template or one field (spec 01 section 7). */
export interface TemplateSelection {
  /** A project's PrTemplateID; the server's standard template when left out. */
  templateId?: number | null | undefined;
  fieldCode?: string | undefined;
}

/**
 * GetTemplatesData: body ScreenName, TemplateID, FieldCode; success on TiComponentsCode_Succes;
 * the answer's Result.templates as FieldTemplate rows (spec 01 section 7). The language travels in
 * the Authorisation object.
 */
export async function getTemplates(
  api: ApiClient, screenName: string, selection: TemplateSelection = {}, options?: CallOptions,
): Promise<FieldTemplate[]> {
  const callName = 'GetTemplatesData';
  const body: Record<string, unknown> = { ScreenName: screenName };
  if (selection.templateId !== undefined && selection.templateId !== null) body.TemplateID = selection.templateId;
  if (selection.fieldCode !== undefined) body.FieldCode = selection.fieldCode;
  const answer = await api.post(callName, dataPath(callName), body, [resultCodes.templates], options);
  const parsed = templatesAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Result.templates', z.prettifyError(parsed.error));
  return parsed.data.Result?.templates ?? [];
}
