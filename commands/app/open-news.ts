import { defineCommand } from '../command';

/** Opens the news (spec 02 section 7: at most 5 items in the user's language or English). */
export const openNews = defineCommand({
  id: 'app.news',
  titleKey: 'accounts.commands.news',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'news' }),
});
