import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../../db/executor';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { projectTreeMessages } from '../project-messages';
import { rowLabel } from '../project-tree-service';
import { treeRowKinds, treeTables } from '../project-tree-tables';
import type { RowKind, WriteContext } from '../rows/row-kind';
import { refuseRows } from '../rows/row-reasons';

/**
 * The tables whose rules see more than a staged tree once it moves into its project: rows straight under the
 * project compared with their siblings there (point and sublocation names), and names unique in the project
 * (jars, water samples). Rows further down compare only with siblings under their own, staged, parents.
 */
const tablesSeeingTheProject = treeTables.filter((source) => {
  const { siblings, validate } = treeRowKinds[source.kind];
  return validate !== undefined && (siblings.scope === 'project' || (siblings.scope === 'parent' && source.level === 'project'));
});

/** The columns the checks between rows compare: the key, the parent and the kind's sibling fields, or whole rows. */
function comparedColumns(rowKind: RowKind): string[] | undefined {
  const { siblings } = rowKind;
  const fields = siblings.scope === 'project' ? siblings.projectFields : siblings.scope === 'parent' ? siblings.fields : undefined;
  if (!fields) return undefined;
  const { guidField, idField, parentIdField } = entityDescriptors[rowKind.kind];
  return [...new Set([guidField ?? idField, parentIdField ?? idField, ...fields])];
}

/**
 * Runs the checks between rows of the tables above (spec 01 section 5: names unique under the project) over the
 * project's rows and the staged rows together, as they will be once moved, and throws SetProjectWithChilds'
 * refusal at the first table with an error on a staged row. Each row's own rules passed when it was staged.
 * Run it in the move's transaction, so nothing lands between check and move.
 */
export async function refuseStagedRowsBesideProject(trx: Executor, stagingId: number, context: WriteContext): Promise<void> {
  for (const source of tablesSeeingTheProject) {
    const rowKind: RowKind = treeRowKinds[source.kind];
    const { guidField, tableName } = entityDescriptors[source.kind];
    if (!guidField || !rowKind.validate) continue;
    const columns = comparedColumns(rowKind);
    const staged = await selectRowsOfProject(trx, source.kind, stagingId, columns);
    if (staged.length === 0) continue;
    const stored = await selectRowsOfProject(trx, source.kind, context.projectId, columns);
    const moved = source.level === 'project' ? staged.map((row) => ({ ...row, PrID: context.projectId })) : staged;
    const insertedKeys = new Set(staged.map((row) => String(row[guidField])));
    const found = rowKind.validate([...stored, ...moved], { insertedKeys, context, betweenRowsOnly: true });
    const issues = staged.flatMap((row) => {
      const key = String(row[guidField]);
      return (found.get(key) ?? []).filter((issue) => issue.severity === 'error').map((issue) => ({ ...issue, row: key, table: tableName }));
    });
    if (issues.length > 0) throw refuseRows(projectTreeMessages.saveFailed, source.kind, { cause: 'invalid', issues }, rowLabel(source, staged));
  }
}
