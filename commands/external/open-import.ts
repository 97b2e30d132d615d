import { defineCommand, type Command } from '../command';
import type { ScreenKind } from '../context';
import { commandRights } from '../rights';
import { targetProjectId } from './target-project';

/** The screens that offer import (spec 01 section 2: the project list's toolbar; the project and point screens). */
const importScreens: ReadonlySet<ScreenKind> = new Set(['projectList', 'project', 'point']);

/**
 * Import (spec 01 section 2, the project list's 'import'): the external import application where this
 * installation configured one, otherwise the product's own import selection screen and wizard (spec 02
 * section 2), which proposes the project in view or selected as the target of a table import.
 */
export const openImport = defineCommand({
  id: 'external.import',
  titleKey: 'commands.external.import',
  group: 'external',
  right: commandRights.import,
  when: (context) => importScreens.has(context.route.screen),
  run: (context) => {
    if (context.externalApps.has('import')) context.app.navigate({ to: 'external', app: 'import' });
    else context.app.navigate({ to: 'importWizard', projectId: targetProjectId(context) });
  },
});

/**
 * A choice of the import selection screen (spec 02 section 2, 'Import selection screen') as a palette action, all but its
 * id and title: straight to the wizard of import `kind`, where no external import application takes the import's place.
 */
export function openImportOfKind(kind: 'regular' | 'new'): Omit<Command, 'id' | 'titleKey'> {
  return {
    group: 'external',
    right: commandRights.import,
    when: (context) => importScreens.has(context.route.screen) && !context.externalApps.has('import'),
    run: (context) => context.app.navigate({ to: 'importWizard', projectId: targetProjectId(context), kind }),
  };
}
