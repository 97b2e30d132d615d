import * as z from 'zod';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';
import { toServerLanguage } from '../../domain/language/language-codes';

/** The borelog service's prefix (spec 02 section 7, 'Borelog service'). */
const borelogPath = '/BorelogRestService_V1_0';

/** A template as GetTemplateNames answers it: its id and the key of its name. */
export interface BorelogTemplateName {
  TemplateID: number;
  NameKey: string;
}

/** What the log is drawn as: SVG for the preview, PNG and PDF for download. */
export type BorelogOutputType = 'SVG' | 'PNG' | 'PDF';

const borelogsSchema = z.array(z.object({ BoreHoleID: z.string(), FileName: z.string(), MediaType: z.string(), FileContent: z.string() })).min(1);

/** GetTemplateNames: the layout variants on offer. */
export async function getBorelogTemplateNames(api: ApiClient, options?: CallOptions): Promise<BorelogTemplateName[]> {
  const answer = await api.post('GetTemplateNames', `${borelogPath}/GetTemplateNames`, {}, [resultCodes.read], options);
  const parsed = z.array(z.object({ TemplateID: z.number(), NameKey: z.string() })).safeParse(answer.Content);
  if (!parsed.success) throw unreadableAnswerError('GetTemplateNames', 'Content', z.prettifyError(parsed.error));
  return parsed.data;
}

/** One generated log: its file name, type and bytes. */
export interface GeneratedBorelogFile {
  fileName: string;
  mediaType: string;
  content: Uint8Array<ArrayBuffer>;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** GenerateBorelog (spec 02 section 7) for one point: BorelogParameters with Language, Layout, OutputType, PageNumber 1 and the borehole. */
export async function generateBorelog(api: ApiClient, prId: number, mpGuid: string, layout: number, outputType: BorelogOutputType, language: string, options?: CallOptions): Promise<GeneratedBorelogFile> {
  const body = { BorelogParameters: { Language: toServerLanguage(language), Layout: layout, OutputType: outputType, PageNumber: 1, Boreholes: [{ BoreHoleID: mpGuid, ProjectID: prId }] } };
  const answer = await api.post('GenerateBorelog', `${borelogPath}/GenerateBorelog`, body, [resultCodes.read], options);
  const parsed = borelogsSchema.safeParse(answer.Borelogs);
  if (!parsed.success) throw unreadableAnswerError('GenerateBorelog', 'Borelogs', z.prettifyError(parsed.error));
  const [log] = parsed.data;
  return { fileName: log?.FileName ?? 'borelog', mediaType: log?.MediaType ?? 'application/octet-stream', content: decodeBase64(log?.FileContent ?? '') };
}
