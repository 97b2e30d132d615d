import { defineCommand } from '../command';

/** Manual analysis result input (spec 02 section 2): components added to chosen samples, taken over from another sample or typed. */
export const addResultsToSamples = defineCommand({
  id: 'results.addToSamples',
  titleKey: 'results.manual.open',
  keywordsKey: 'results.manual.openKeywords',
  group: 'record',
  when: (context) => context.results !== null && context.results !== undefined && !context.results.pivot,
  run: (context) => context.results?.openManualInput(),
});
