import type { Language } from '../language/language-codes';

/** News categories of the public posts list per language (spec 02 section 9: nl 401, fr 299, en 417). */
const newsCategories: Partial<Record<Language, number>> = { nl: 401, fr: 299, en: 417 };

/** At most this many news items are shown (spec 02 section 9); the list is asked with per_page 100. */
const newsItemsShown = 5;

/** One post of the public posts list, as far as the news needs it. */
export interface NewsPost {
  title: string;
  link: string;
  date: string;
  /** Category ids; a post without any counts as English. */
  categories: readonly number[];
}

/**
 * The items to show (spec 02 section 7, 'News'): the posts of the user's language category, or
 * English ones when there are none in it, newest first, at most five.
 */
export function pickNewsItems(posts: readonly NewsPost[], language: Language): NewsPost[] {
  const english = newsCategories.en;
  const own = newsCategories[language];
  const inCategory = (category: number | undefined) =>
    posts.filter((post) => (category === english && post.categories.length === 0) || (category !== undefined && post.categories.includes(category)));
  const chosen = own !== undefined && inCategory(own).length > 0 ? inCategory(own) : inCategory(english);
  return [...chosen].sort((a, b) => b.date.localeCompare(a.date)).slice(0, newsItemsShown);
}
