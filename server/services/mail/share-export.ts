import { z } from 'zod';
import { shareIssues, shareRecipients } from '../../../src/domain/mail/share-rules';
import { applicationCodeSchema } from '../../../src/domain/wire/application-codes';
import { safeFileName } from '../../../src/domain/formats/shared/file-names';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import { refused } from '../../errors';
import { defineMessage } from '../../messages';
import type { Mailer } from './mailer';

/** The largest export a share attaches: 32 MiB, more than most mail servers take. */
const maxAttachmentBytes = 32 * 1024 * 1024;

/** SendEmail's body limit: the attachment in base64 (4 characters per 3 bytes) and the rest of the form. */
export const sendEmailBodyLimit = Math.ceil(maxAttachmentBytes / 3) * 4 + 64 * 1024;

/** SendEmail's body (spec 02 section 7, MailingRestService): the export as base64. */
export const sendEmailBody = z.object({
  ApplicationCode: applicationCodeSchema.optional(),
  Recipient: z.string().max(4000),
  Subject: z.string().max(1000),
  Description: z.string().max(20_000).optional(),
  FileName: z.string().min(1).max(300),
  IsHtml: z.literal(false).optional(),
  Base64Content: z.string().max(Math.ceil(maxAttachmentBytes / 3) * 4).regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

const shareInvalid = defineMessage('importExport.server.shareInvalid', 'The e-mail was not sent: {{reason}}');

/** The English of a share refusal, for the refusal's reason. */
const english: Record<ReturnType<typeof shareIssues>[number]['key'], string> = {
  'importExport.share.subjectRequired': 'subject required',
  'importExport.share.subjectTooLong': 'subject too long',
  'importExport.share.recipientRequired': 'no e-mail address',
  'importExport.share.invalidAddress': 'invalid e-mail format',
};

/**
 * SendEmail (spec 02 section 7): the export attached to a plain-text mail to every address, through the SMTP
 * set-up shared with lab orders. Subject required and addresses valid (spec 02 section 5), else refused with
 * the reasons; a mail server that refuses answers Success false with its reason ('a failed send', section 7).
 */
export async function shareExport(mailer: Mailer, body: z.output<typeof sendEmailBody>): Promise<{ ResultCode: string; Success: boolean; Message: string }> {
  const issues = shareIssues({ recipients: body.Recipient, subject: body.Subject });
  if (issues.length > 0) {
    const reason = issues.map((issue) => (issue.params.address ? `${english[issue.key]}: ${issue.params.address}` : english[issue.key])).join('; ');
    throw refused('Send_Failed', shareInvalid, { reason });
  }
  const outcome = await mailer.send({
    to: shareRecipients(body.Recipient),
    subject: body.Subject.trim(),
    text: body.Description?.trim() ?? '',
    attachments: [{ filename: safeFileName(body.FileName), content: Buffer.from(body.Base64Content, 'base64'), contentType: 'application/octet-stream' }],
  });
  return outcome.ok
    ? { ResultCode: resultCodes.rights, Success: true, Message: '' }
    : { ResultCode: resultCodes.rights, Success: false, Message: outcome.reason };
}
