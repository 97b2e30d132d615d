import { defineCommand } from '../command';

/** Signs out through /logout, so the screen on view is saved first (spec 02 section 2). */
export const signOut = defineCommand({
  id: 'app.signOut',
  titleKey: 'commands.app.signOut',
  keywordsKey: 'commands.app.signOutKeywords',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'signOut' }),
});
