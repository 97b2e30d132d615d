import * as z from 'zod';
import { applicationCodes } from '../../domain/wire/application-codes';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

/** The management service's mail call (spec 02 section 7, 'MailingRestService_V1_0/SendEmail'). */
const sendEmailPath = '/MailingRestService_V1_0/SendEmail';

/** What a share sends: the addresses as typed, subject, message and the file to attach. */
export interface SendEmailRequest {
  recipients: readonly string[];
  subject: string;
  description: string;
  fileName: string;
  content: Blob;
}

/** Base64 of a file's bytes, in slices so a large export does not overflow the argument list. */
async function base64Of(content: Blob): Promise<string> {
  const bytes = new Uint8Array(await content.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * SendEmail: the file attached to a plain-text mail (IsHtml false). Success is anything except Success false
 * (spec 02 section 7); a failed send answers the mail server's reason.
 */
export async function sendEmail(api: ApiClient, request: SendEmailRequest, options?: CallOptions): Promise<{ sent: true } | { sent: false; reason: string }> {
  const body = {
    ApplicationCode: applicationCodes.web,
    Recipient: request.recipients.join('; '),
    Subject: request.subject,
    Description: request.description,
    FileName: request.fileName,
    IsHtml: false,
    Base64Content: await base64Of(request.content),
  };
  const answer = await api.post('SendEmail', sendEmailPath, body, [resultCodes.rights], options);
  const parsed = z.looseObject({ Success: z.boolean().optional(), Message: z.string().optional() }).safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('SendEmail', 'Success', z.prettifyError(parsed.error));
  return parsed.data.Success === false ? { sent: false, reason: parsed.data.Message ?? '' } : { sent: true };
}
