import nodemailer from 'nodemailer';
import type { MailSettings } from './mail-settings';

/** A file sent along with a message (an order's sample list, an export). */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

/** One message to send: plain text with optional attachments. */
export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** What became of a message: accepted by the SMTP server, or why not (refused, unreachable, not configured). */
export type MailOutcome = { ok: true; messageId: string } | { ok: false; reason: string };

/** Sends messages; a failure is a value, never a throw, so callers can keep the reason (spec 02 section 4, 'not sent'). */
export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
}

// An unreachable server should say so within seconds, not after nodemailer's default two minutes.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A mailer over SMTP with nodemailer: one connection per message, settings from the environment. */
export function createMailer(settings: MailSettings): Mailer {
  return {
    async send(message) {
      if (!settings.host) return { ok: false, reason: 'No mail server is configured (SMTP_HOST).' };
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
        ...timeouts,
      });
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: typeof message.to === 'string' ? message.to : [...message.to],
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((attachment) => ({ ...attachment })),
        });
        return { ok: true, messageId: info.messageId };
      } catch (cause) {
        return { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
      } finally {
        transport.close();
      }
    },
  };
}
