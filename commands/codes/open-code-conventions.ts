import { defineCommand } from '../command';

/** Opens /CodeConventions: the code lists per field and the code review (spec 01 section 2). */
export const openCodeConventions = defineCommand({
  id: 'codes.conventions',
  titleKey: 'dayUse.codeConventions.open',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'codeConventions' }),
});
