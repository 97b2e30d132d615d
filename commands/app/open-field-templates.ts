import { defineCommand } from '../command';

/** Opens the licence's field templates, a screen's fields at a time (spec 01 section 3; spec 02 section 2, user menu). */
export const openFieldTemplates = defineCommand({
  id: 'app.fieldTemplates',
  titleKey: 'userMenu.commands.fieldTemplates',
  keywordsKey: 'userMenu.commands.fieldTemplatesKeywords',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'fieldTemplates' }),
});
