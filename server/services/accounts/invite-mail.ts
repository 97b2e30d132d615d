import type { MailMessage } from '../mail/mailer';

/** What an invitation says and where it links. */
export interface InviteMailContent {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
}

/**
 * The invitation e-mail (spec 02 section 6: the application manager invites users): plain text
 * with the single-use link to /connect-azure. Written in English: the server holds no catalogue of
 * mail texts yet.
 */
export function inviteMail(content: InviteMailContent): MailMessage {
  return {
    to: content.to,
    subject: 'Invitation to the field data workstation',
    text: [
      `Hello ${content.name},`,
      '',
      'Your application manager invited you. Open this link to accept the invitation and sign in:',
      content.link,
      '',
      `The link works once, until ${content.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    ].join('\n'),
  };
}
