import { defineCommand } from '../command';

/** Opens the project's cadastral overview (spec 01 section 2: on the project's toolbar). */
export const openCadastre = defineCommand({
  id: 'project.cadastre',
  titleKey: 'dayUse.cadastre.open',
  group: 'project',
  when: (context) => context.route.projectId !== null && context.route.screen === 'project',
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'cadastre', projectId: context.route.projectId });
  },
});
