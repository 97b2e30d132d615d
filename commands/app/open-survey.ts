import { defineCommand } from '../command';

/** Opens the satisfaction survey (spec 02 section 2: 3 questions plus remarks). */
export const openSurvey = defineCommand({
  id: 'app.survey',
  titleKey: 'accounts.commands.survey',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'survey' }),
});
