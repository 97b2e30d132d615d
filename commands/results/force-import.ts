import { defineCommand } from '../command';

/** 'Force import' (spec 02 sections 2 and 4): the lab result importer checks the delivery folder now. */
export const forceLabImport = defineCommand({
  id: 'results.forceImport',
  titleKey: 'results.command.forceImport',
  keywordsKey: 'results.command.forceImportKeywords',
  group: 'record',
  when: (context) => context.results !== null && context.results !== undefined,
  run: (context) => context.results?.forceImport(),
});
