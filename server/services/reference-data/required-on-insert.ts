import type { TemplateScreen } from '../../../src/domain/templates/template-screens';
import { treeRowKinds } from '../project-tree-tables';
import type { TreeKind } from '../project-tree-tables';
import { screenKinds } from './screen-kinds';

/**
 * The fields of a screen's template that the server needs on a new record (a row kind's
 * requiredOnInsert: a location visit's LvDate, a sub-location's SlName): the template may not make
 * them optional (spec 01 section 5, required fields), or every insert from that screen would be refused.
 */
export function requiredOnInsertFields(screen: TemplateScreen): string[] {
  const kind = screenKinds[screen];
  const rowKind = Object.hasOwn(treeRowKinds, kind) ? treeRowKinds[kind as TreeKind] : undefined;
  return rowKind?.requiredOnInsert === undefined ? [] : [rowKind.requiredOnInsert];
}
