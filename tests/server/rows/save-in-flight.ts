import { request } from 'node:http';

/** A POST whose answer the test need not wait for: the server may be killed before it answers. */
export interface SaveInFlight {
  /** Settles once the last byte of the body has been handed to the socket. */
  written: Promise<void>;
  /** The answer, or undefined when the connection broke first (the server was killed). */
  answer: Promise<{ status: number; text: string } | undefined>;
  /** Whether the answer has arrived by now. */
  answered(): boolean;
}

/** POSTs `body` as JSON with a bearer token through node:http, so the test knows when the body is out. */
export function postInFlight(url: string, path: string, token: string, body: unknown): SaveInFlight {
  const payload = Buffer.from(JSON.stringify(body));
  let arrived = false;
  let wrote: () => void = () => undefined;
  const written = new Promise<void>((resolve) => { wrote = resolve; });
  const answer = new Promise<{ status: number; text: string } | undefined>((resolve) => {
    const sent = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        arrived = true;
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', () => resolve(undefined));
    });
    sent.on('error', () => {
      wrote();
      resolve(undefined);
    });
    sent.end(payload, () => wrote());
  });
  return { written, answer, answered: () => arrived };
}
