import { defineCommand } from '../command';

/** 'Change language…': the palette's page of the six interface languages (spec 01 section 1). */
export const changeLanguage = defineCommand({
  id: 'app.language.change',
  titleKey: 'commands.app.changeLanguage',
  keywordsKey: 'commands.app.changeLanguageKeywords',
  group: 'app',
  palettePage: 'language',
  when: () => true,
  run: (context) => context.app.openPalette('language'),
});
