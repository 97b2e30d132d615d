import { request } from 'node:http';

/** What became of one oversized request. */
export interface HugeBodyOutcome {
  /** The answer's status, or null when the server closed the connection without one. */
  status: number | null;
  /** The answer's JSON ErrorId, when it had one. */
  errorId: string | undefined;
  /** Bytes written before the server answered or closed. */
  bytesSent: number;
}

const chunk = Buffer.alloc(1024 * 1024, 'A');
const giveUpAfter = 60_000;

/**
 * POSTs a body of `bytes` bytes — the start of a sign-in body, then one endless user name — with
 * its length declared (Content-Length) or not (chunked, so the server cannot refuse it up front),
 * writing only as fast as the server reads, and stops at the server's answer or close.
 */
export function sendHugeBody(origin: string, path: string, options: { bytes: number; declareLength: boolean; headers?: Record<string, string> }): Promise<HugeBodyOutcome> {
  return new Promise((resolve) => {
    const url = new URL(path, origin);
    const headers: Record<string, string | number> = { 'content-type': 'application/json', ...options.headers };
    if (options.declareLength) headers['content-length'] = options.bytes;
    let bytesSent = 0;
    let settled = false;
    const finish = (status: number | null, errorId?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve({ status, errorId, bytesSent });
    };
    const outgoing = request(url, { method: 'POST', headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        let errorId: string | undefined;
        try {
          errorId = (JSON.parse(Buffer.concat(parts).toString('utf8')) as { ErrorId?: string }).ErrorId;
        } catch {
          errorId = undefined;
        }
        finish(response.statusCode ?? null, errorId);
      });
      response.on('error', () => finish(response.statusCode ?? null));
    });
    const timer = setTimeout(() => finish(null), giveUpAfter);
    outgoing.on('error', () => {
      // The server may close the socket while we still write; an answer that came first wins.
      setTimeout(() => finish(null), 200);
    });
    const write = () => {
      while (!settled && bytesSent < options.bytes) {
        const part = bytesSent === 0 ? Buffer.from('{"Username":"') : chunk.subarray(0, Math.min(chunk.length, options.bytes - bytesSent));
        bytesSent += part.length;
        if (!outgoing.write(part)) {
          outgoing.once('drain', write);
          return;
        }
      }
      if (!settled) outgoing.end();
    };
    write();
  });
}
