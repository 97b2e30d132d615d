import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../harness';
import { useServerWithMail } from '../server-with-mail';

const sendEmail = '/MailingRestService_V1_0/SendEmail';

describe('sharing an export by e-mail: SendEmail (spec 02 sections 5, 7 and 8)', () => forEachDatabase((dialect) => {
  const mail = useServerWithMail(dialect, 'exports@fieldwork.test');

  const file = new TextEncoder().encode('PK\u0003\u0004 a project file');
  const body = (overrides: Record<string, unknown> = {}) => ({
    ApplicationCode: 61, Recipient: 'gemeente@example.nl; lab@example.nl', Subject: 'Export DEMO-AMF', Description: 'Zie bijlage.',
    FileName: 'DEMO-AMF.ti', IsHtml: false, Base64Content: Buffer.from(file).toString('base64'), ...overrides,
  });

  it('sends the export attached to every address, from the configured sender, with the subject and message', async () => {
    const delivered = mail.smtp.nextMessage();
    const answer = await mail.session.call(sendEmail, body());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResultCode: 'Succes', Success: true });
    const message = await delivered;
    expect(message.subject).toBe('Export DEMO-AMF');
    expect(message.text?.trim()).toBe('Zie bijlage.');
    expect(message.from?.text).toContain('exports@fieldwork.test');
    const to = Array.isArray(message.to) ? message.to.flatMap((entry) => entry.value) : message.to?.value ?? [];
    expect(to.map((address) => address.address)).toEqual(['gemeente@example.nl', 'lab@example.nl']);
    expect(message.attachments.map((attachment) => [attachment.filename, new Uint8Array(attachment.content)])).toEqual([['DEMO-AMF.ti', file]]);
  });

  it('refuses a missing subject and an invalid address with the catalogue\'s reasons, and sends nothing', async () => {
    const before = mail.smtp.messages.length;
    const answer = await mail.session.call(sendEmail, body({ Subject: '  ', Recipient: 'gemeente@example.nl, geen-adres' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResultCode: 'Send_Failed', ErrorId: 'importExport.server.shareInvalid' });
    expect(String(answer.body.ResultMessage)).toContain('subject required; invalid e-mail format: geen-adres');
    expect(mail.smtp.messages.length).toBe(before);
  });

  it('takes the Windows and iOS application codes too, and refuses a code the spec does not name', async () => {
    for (const code of [60, 62]) {
      const delivered = mail.smtp.nextMessage();
      expect((await mail.session.call(sendEmail, body({ ApplicationCode: code }))).body, String(code)).toMatchObject({ ResultCode: 'Succes' });
      await delivered;
    }
    const before = mail.smtp.messages.length;
    expect((await mail.session.call(sendEmail, body({ ApplicationCode: 63 }))).status).toBe(400);
    expect(mail.smtp.messages.length).toBe(before);
  });

  it('answers Success false with the mail server\'s reason when it refuses the message', async () => {
    mail.smtp.refuseWith = 'Mailbox unavailable for test';
    try {
      const answer = await mail.session.call(sendEmail, body());
      expect(answer.body).toMatchObject({ Success: false, Message: expect.stringContaining('Mailbox unavailable for test') });
    } finally {
      mail.smtp.refuseWith = undefined;
    }
  });
}));
