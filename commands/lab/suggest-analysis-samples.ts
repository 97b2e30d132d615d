import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Jars taken within this many days are offered when the screen is opened from the palette (the URL may say otherwise). */
const defaultAvailableSampleDays = 365;

/** Opens suggest analysis samples for the project in view (spec 02 section 2); needs the SuggestSamples function (section 6). */
export const suggestAnalysisSamples = defineCommand({
  id: 'lab.suggestSamples',
  titleKey: 'suggest.command.open',
  keywordsKey: 'suggest.command.keywords',
  group: 'project',
  right: commandRights.suggestSamples,
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'suggestSamples', projectId: context.route.projectId, availableSampleDays: defaultAvailableSampleDays });
  },
});
