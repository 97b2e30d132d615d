import { z } from 'zod';
import { isLanguage } from '../../../src/domain/language/language-codes';
import { pickNewsItems } from '../../../src/domain/news/news-items';
import type { NewsPost } from '../../../src/domain/news/news-items';
import type { Caller } from '../caller';

/** A post as a WordPress-style posts list sends it; other fields are ignored. */
const postSchema = z.looseObject({
  title: z.union([z.string(), z.looseObject({ rendered: z.string() })]),
  link: z.string().max(2000),
  date: z.string().max(40).default(''),
  categories: z.array(z.number().int()).default([]),
});

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A rendered title as plain text: tags dropped, character references decoded (React escapes it again). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_whole, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_whole, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(\w+);/g, (whole, name: string) => namedEntities[name] ?? whole)
    .trim();
}

/** Only http(s) links reach the browser. */
const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : '');

/** How long the feed may take before the news shows 'no news items'. */
const feedTimeoutMs = 5000;

/**
 * The news (spec 02 sections 7 and 9): the configured public posts list (NEWS_FEED_URL, asked
 * with per_page 100), at most five items in the caller's language or English. No feed, an
 * unreachable one or an unreadable answer all give no items: the screen says 'no news items'.
 */
export async function readNews(feedUrl: string | undefined, caller: Caller): Promise<NewsPost[]> {
  if (!feedUrl) return [];
  try {
    const url = new URL(feedUrl);
    url.searchParams.set('per_page', '100');
    const answer = await fetch(url, { signal: AbortSignal.timeout(feedTimeoutMs), headers: { Accept: 'application/json' } });
    if (!answer.ok) return [];
    const parsed = z.array(z.unknown()).safeParse(await answer.json());
    if (!parsed.success) return [];
    const posts = parsed.data.flatMap((entry) => {
      const post = postSchema.safeParse(entry);
      if (!post.success) return [];
      const title = plainText(typeof post.data.title === 'string' ? post.data.title : post.data.title.rendered);
      return title === '' ? [] : [{ title, link: safeLink(post.data.link), date: post.data.date, categories: post.data.categories }];
    });
    return pickNewsItems(posts, isLanguage(caller.language) ? caller.language : 'en');
  } catch {
    return [];
  }
}
