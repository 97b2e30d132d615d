import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from '../harness';
import type { TestServer } from '../harness';

/** A local stand-in for the public posts list: seven Dutch posts, two English, one French, one without category. */
function posts() {
  const post = (id: number, category: number | null, title: string) => ({
    id, link: `https://news.example.test/${id}`, date: `2026-11-${String(10 + id).padStart(2, '0')}T08:00:00`,
    title: { rendered: title }, ...(category === null ? {} : { categories: [category] }),
  });
  return [
    ...Array.from({ length: 7 }, (_, index) => post(index + 1, 401, `Nieuws ${index + 1} &amp; meer`)),
    post(8, 417, 'English &#8216;one&#8217;'), post(9, 417, '<b>English two</b>'), post(10, 299, 'Nouvelles'), post(11, null, 'Untagged'),
  ];
}

describe('news and the satisfaction survey (spec 02 sections 2, 7 and 9)', () => {
  forEachDatabase((dialect) => {
    let feed: Server;
    let server: TestServer;
    const asked: string[] = [];
    beforeAll(async () => {
      feed = createServer((request, response) => {
        asked.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts()));
      });
      await new Promise<void>((resolve) => { feed.listen(0, '127.0.0.1', () => resolve()); });
      server = await startTestServer({ dialect, env: { NEWS_FEED_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/wp-json/wp/v2/posts` } });
    });
    afterAll(async () => {
      await server.close();
      await new Promise((resolve) => { feed.close(resolve); });
    });

    const news = async (language: string) => {
      const session = await server.login(await server.addUser({ language }));
      return (await session.call<{ ResultCode: string; Items: { Title: string; Link: string }[] }>('/News/GetNews')).body;
    };

    it('shows at most five items of the user\'s language, newest first, asking the feed for 100', async () => {
      const answer = await news('nl');
      expect(answer.ResultCode).toBe('Succes');
      expect(answer.Items.map((item) => item.Title)).toEqual(['Nieuws 7 & meer', 'Nieuws 6 & meer', 'Nieuws 5 & meer', 'Nieuws 4 & meer', 'Nieuws 3 & meer']);
      expect(asked.at(-1)).toContain('per_page=100');
    });

    it('falls back to English for a language without its own category', async () => {
      expect((await news('de')).Items.map((item) => item.Title)).toEqual(['Untagged', 'English two', 'English ‘one’']);
    });

    it('answers no items when the feed cannot be reached', async () => {
      const configured = server.config.newsFeedUrl;
      server.config.newsFeedUrl = 'http://127.0.0.1:9/unreachable';
      try {
        expect((await news('fr')).Items).toEqual([]);
      } finally {
        server.config.newsFeedUrl = configured;
      }
    });

    it('stores a survey of three marks and remarks, and refuses a mark outside 1 to 5 without storing it', async () => {
      const user = await server.addUser();
      const session = await server.login(user);
      expect((await session.call('/Survey/SaveSurvey', { SupportsWork: 4, RightFeatures: 5, Recommend: 3, Remarks: 'Handig' })).body).toEqual({ ResultCode: 'Succes' });
      expect((await session.call('/Survey/SaveSurvey', { SupportsWork: 6, RightFeatures: 5, Recommend: 3 })).status).toBe(400);
      const stored = await server.db.selectFrom('surveyAnswers').select(['supportsWork', 'rightFeatures', 'recommend', 'remarks']).where('userId', '=', user.userId).execute();
      expect(stored).toEqual([{ supportsWork: 4, rightFeatures: 5, recommend: 3, remarks: 'Handig' }]);
    });
  });
});
