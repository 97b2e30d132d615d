import * as z from 'zod';

/** A share refusal as a catalogue key with its values (spec 02 section 8: 'invalid e-mail format; subject required'). */
export interface ShareIssue {
  key: 'importExport.share.subjectRequired' | 'importExport.share.recipientRequired' | 'importExport.share.invalidAddress' | 'importExport.share.subjectTooLong';
  params: Record<string, string | number>;
}

/** Longest subject a share takes: a mail subject line people read (RFC 5322 recommends 78 characters a line). */
const maxShareSubject = 200;

const address = z.email();

/** The addresses in what a user typed: separated by commas, semicolons or white space, blanks dropped. */
export function shareRecipients(text: string): string[] {
  return text.split(/[,;\s]+/).map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The rules of sharing an export by e-mail (spec 02 section 5, 'Export sharing: subject required, valid e-mail
 * addresses'): a subject, at most 200 characters; at least one recipient; every address valid.
 */
export function shareIssues(request: { recipients: string; subject: string }): ShareIssue[] {
  const issues: ShareIssue[] = [];
  if (request.subject.trim() === '') issues.push({ key: 'importExport.share.subjectRequired', params: {} });
  else if (request.subject.trim().length > maxShareSubject) issues.push({ key: 'importExport.share.subjectTooLong', params: { max: maxShareSubject } });
  const recipients = shareRecipients(request.recipients);
  if (recipients.length === 0) issues.push({ key: 'importExport.share.recipientRequired', params: {} });
  for (const recipient of recipients) {
    if (!address.safeParse(recipient).success) issues.push({ key: 'importExport.share.invalidAddress', params: { address: recipient } });
  }
  return issues;
}
