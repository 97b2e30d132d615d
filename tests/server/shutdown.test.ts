import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../server/routes/register-call';
import { startTestServer } from './harness';

describe('graceful shutdown', () => {
  it('lets an in-flight call finish, then refuses new connections', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let started: () => void = () => undefined;
    const callStarted = new Promise<void>((resolve) => { started = resolve; });
    const server = await startTestServer({
      configure: (app) => registerCall(app, '/Test/Slow', z.object({}), async () => {
        started();
        await released;
        return { ResultCode: 'Succes' };
      }),
    });
    const session = await server.login();
    const slow = session.call('/Test/Slow', {});
    await callStarted;
    const closing = server.close();
    release();
    const answer = await slow;
    await closing;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ResultCode: 'Succes' });
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });
});
