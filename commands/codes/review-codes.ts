import { defineCommand } from '../command';

/**
 * The code review of the project in view (spec 01 section 2, /CodeConventions' code-review action):
 * opens /CodeConventions reviewing that project's stored codes against its code lists.
 */
export const reviewCodes = defineCommand({
  id: 'codes.review',
  titleKey: 'dayUse.codeConventions.review',
  group: 'project',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'codeConventions', projectId: context.route.projectId });
  },
});
