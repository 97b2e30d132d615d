/**
 * Where outgoing mail goes (spec 02 section 2: orders to the lab, export sharing), read from the
 * environment: SMTP_HOST, SMTP_PORT, SMTP_FROM, SMTP_SECURE, SMTP_USER and SMTP_PASSWORD (README).
 */
export interface MailSettings {
  /** SMTP server; undefined when none is configured (sending then fails with that reason). */
  host: string | undefined;
  port: number;
  /** The sender address of every message. */
  from: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}
