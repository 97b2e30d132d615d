import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, freshDatabase } from '../harness';
import type { FreshDatabase } from '../harness';
import { sendHugeBody } from './huge-body';
import { databaseEnvironment, startServerProcess } from '../../e2e/server-process';
import type { ServerProcess } from '../../e2e/server-process';

/** The body an attacker on the loopback sent: 150 MiB (it raised the server from 205 MB to 1.63 GB before). */
const hugeBody = 150 * 1024 * 1024;
/** How much the server's resident memory may grow while it refuses one: a few MB (ASVS 12.1.1). */
const allowedGrowthKiB = 5 * 1024;
/** How many times one refusal is measured before its growth counts as its own. */
const attempts = 3;
const spawnTimeout = 120_000;
// SECURITY_FIGURES=1 prints each measurement as a JSON line (the figures the README quotes).

/** Every call that takes a body from someone not signed in, and a bulk write without a token. */
const routes = ['/auth/login', '/auth/refresh', '/auth/logout', '/ITWDataRestService_V1_0/NoSuchCall', '/ITWDataRestService_V1_0/SetProjectWithChilds'];

describe('a 150 MiB body to an unauthenticated route is refused before it is read (ASVS 12.1.1)', () => {
  forEachDatabase((dialect) => {
    let fresh: FreshDatabase;
    let server: ServerProcess;
    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      server = await startServerProcess(databaseEnvironment(fresh.config));
    }, spawnTimeout);
    afterAll(async () => {
      await server.stop();
      await fresh.dispose();
    }, spawnTimeout);

    /** The server still answers an ordinary request (one that counts toward no throttle). */
    const stillAnswers = async () => (await fetch(`${server.url}/`, { redirect: 'manual' })).status;

    for (const path of routes) {
      for (const declareLength of [true, false]) {
        it(`${path}, ${declareLength ? 'Content-Length declared' : 'chunked'}: refused, memory grows by less than 5 MiB`, async () => {
          await sendHugeBody(server.url, path, { bytes: 64 * 1024, declareLength });
          const growths: number[] = [];
          // A body read to the end raises the peak every time; the server's own work (a timer, a collection) only
          // sometimes, so the best of a few attempts is what the refusal costs.
          while (growths.length < attempts && !growths.some((growth) => growth < allowedGrowthKiB)) {
            const before = server.residentKiB();
            server.resetPeak();
            const outcome = await sendHugeBody(server.url, path, { bytes: hugeBody, declareLength });
            const growthKiB = server.peakKiB() - before;
            if (process.env.SECURITY_FIGURES === '1') console.info(JSON.stringify({ dialect, path, declareLength, ...outcome, beforeKiB: before, growthKiB }));
            // Refused with an answer, or the connection closed on the sender: either way never read to the end.
            if (outcome.status !== null) expect([401, 413]).toContain(outcome.status);
            expect(outcome.bytesSent).toBeLessThan(hugeBody);
            growths.push(growthKiB);
          }
          expect(Math.min(...growths), `resident memory grew by ${growths.join(', ')} KiB`).toBeLessThan(allowedGrowthKiB);
          expect(await stillAnswers()).toBe(302);
        });
      }
    }

    it('refuses a body nested 1,500 deep (3 kB, under every limit) on every unauthenticated route with 400, and stays up', async () => {
      const deep = `${'['.repeat(1500)}${']'.repeat(1500)}`;
      for (const path of ['/auth/login', '/auth/refresh', '/auth/logout', '/ITWDataRestService_V1_0/NoSuchCall']) {
        const answer = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
        expect(answer.status, path).toBe(400);
        expect((await answer.json() as { ErrorId: string }).ErrorId, path).toBe('server.request.tooDeep');
      }
      expect(await stillAnswers()).toBe(302);
    });
  });
});
