import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server for tests: it keeps every delivered message, parsed, and can refuse senders. */
export interface LocalSmtp {
  host: string;
  port: number;
  /** Messages delivered so far, in order. */
  messages: ParsedMail[];
  /** When set, every MAIL FROM is refused with this text (a mail server that refuses the message). */
  refuseWith: string | undefined;
  /** Resolves with the next message delivered (or the first one not yet taken). */
  nextMessage(): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Starts smtp-server on a free loopback port: no TLS, no authentication, every recipient accepted. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const waiting: ((message: ParsedMail) => void)[] = [];
  let taken = 0;
  const local: LocalSmtp = {
    host: '127.0.0.1',
    port: 0,
    messages: [],
    refuseWith: undefined,
    nextMessage() {
      const ready = local.messages[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => { server.close(() => resolve()); }),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(local.refuseWith ? Object.assign(new Error(local.refuseWith), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((message) => {
        local.messages.push(message);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(message);
        }
        callback();
      }, (cause: unknown) => callback(cause instanceof Error ? cause : new Error(String(cause))));
    },
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', () => resolve()); });
  local.port = (server.server.address() as AddressInfo).port;
  return local;
}
