import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/services/mail/mailer';
import { startLocalSmtp } from '../local-smtp';
import type { LocalSmtp } from '../local-smtp';

/** A loopback port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => { probe.listen(0, '127.0.0.1', () => resolve()); });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => { probe.close(() => resolve()); });
  return port;
}

describe('the mail module (generic send with attachments, SMTP settings from the environment)', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => { smtp = await startLocalSmtp(); });
  afterAll(() => smtp.close());

  it('delivers a message with its attachment to the SMTP server', async () => {
    const mailer = createMailer({ host: smtp.host, port: smtp.port, from: 'sender@fieldwork.test', secure: false, user: undefined, password: undefined });
    const delivered = smtp.nextMessage();
    const outcome = await mailer.send({ to: 'someone@lab.test', subject: 'Export ready', text: 'See attached.', attachments: [{ filename: 'a.csv', content: 'x;y\r\n1;2', contentType: 'text/csv' }] });
    expect(outcome.ok).toBe(true);
    const message = await delivered;
    expect(message.from?.text).toBe('sender@fieldwork.test');
    expect(message.attachments.map((attachment) => [attachment.filename, attachment.content.toString()])).toEqual([['a.csv', 'x;y\r\n1;2']]);
  });

  it('answers the reason, without throwing, when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ host: '127.0.0.1', port: await closedPort(), from: 'sender@fieldwork.test', secure: false, user: undefined, password: undefined });
    const outcome = await mailer.send({ to: 'someone@lab.test', subject: 'x', text: 'x' });
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });

  it('answers that no mail server is configured when SMTP_HOST is unset', async () => {
    const mailer = createMailer({ host: undefined, port: 587, from: 'sender@fieldwork.test', secure: false, user: undefined, password: undefined });
    expect(await mailer.send({ to: 'someone@lab.test', subject: 'x', text: 'x' })).toEqual({ ok: false, reason: 'No mail server is configured (SMTP_HOST).' });
  });
});
