import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoPageProblems, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * The news and the satisfaction survey in real Chromium (spec 02 sections 2, 7 and 9), the news
 * read from a local stand-in of the public posts list.
 */
let feed: Server;
const serverEnv: Record<string, string> = {};
beforeAll(async () => {
  const posts = [
    { link: 'https://news.example.test/1', date: '2026-11-20T08:00:00', title: { rendered: 'Nieuwe versie &amp; meer' }, categories: [401] },
    { link: 'https://news.example.test/2', date: '2026-11-21T08:00:00', title: { rendered: 'New release' }, categories: [417] },
  ];
  feed = createServer((_request, response) => { response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts)); });
  await new Promise<void>((resolve) => { feed.listen(0, '127.0.0.1', () => resolve()); });
  serverEnv.NEWS_FEED_URL = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/posts`;
});
afterAll(() => new Promise<void>((resolve) => { feed.close(() => resolve()); }));
const harness = useE2eHarness({ serverEnv });

describe('news and survey', () => {
  it('shows the Dutch news item only, and sends the survey of three marks and remarks', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await runPaletteCommand(page, 'Nieuws');
    await page.getByRole('link', { name: 'Nieuwe versie & meer' }).waitFor();
    expect(await page.getByRole('link', { name: 'New release' }).count()).toBe(0);

    await runPaletteCommand(page, 'Tevredenheidsonderzoek');
    await page.getByRole('button', { name: 'Versturen' }).click();
    expect(await page.getByText('Dit veld is verplicht.').count()).toBe(3);
    for (const question of ['Ondersteunt de applicatie uw werk?', 'Heeft ze de juiste functies?', 'Zou u haar aanbevelen?']) {
      await page.getByRole('group', { name: question }).getByRole('radio', { name: '4' }).check();
    }
    await page.getByLabel('Opmerkingen').fill('Prettig om mee te werken');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('status').filter({ hasText: 'Bedankt voor uw antwoorden.' }).waitFor();
    expectNoPageProblems(problems);
  });
});
