import type { EntityKind } from '../../src/domain/entities/entity-descriptors';
import { validateRows, type RowKind } from '../../src/domain/validation/entities/validate-rows';
import type { ValidationIssue } from '../../src/domain/validation/issue';
import type { WireRow } from '../db/repositories/entity-rows';
import { pointIssues } from './point-validation';
import type { StoredTree } from './project-tree-load';
import type { PlacedTree } from './project-tree-place';
import type { TreeRow } from './project-tree-tables';
import { incomingRowErrors, type RowIssue } from './row-issues';

// validateRows is typed per kind; here the kind is a value, and rows are plain wire rows.
const validateAny = validateRows as (kind: RowKind, rows: readonly WireRow[], context: object) => Map<string, ValidationIssue[]>;

/** The field that groups a kind's siblings in validateRows, and how a stored row names its parent. */
const siblingGroups: Partial<Record<EntityKind, { kind: RowKind; parentField: 'MpID' | 'WsID' | 'PrID' | null }>> = {
  layer: { kind: 'layer', parentField: 'MpID' },
  filterTube: { kind: 'filterTube', parentField: 'MpID' },
  finishing: { kind: 'finishing', parentField: 'MpID' },
  bottle: { kind: 'bottle', parentField: 'WsID' },
  // Water sample names are unique across the project: the whole list is one sibling set.
  waterSample: { kind: 'waterSample', parentField: null },
  sublocation: { kind: 'sublocation', parentField: 'PrID' },
  locationVisit: { kind: 'locationVisit', parentField: 'PrID' },
};

/** A stored row's parent as a GUID, the same key incoming rows use, so both fall in one group. */
function storedParentKey(parentField: 'MpID' | 'WsID' | 'PrID', row: WireRow, tree: StoredTree): string {
  if (parentField === 'MpID') return tree.pointGuids.get(Number(row.MpID)) ?? '';
  if (parentField === 'WsID') return tree.sampleGuids.get(Number(row.WsID)) ?? '';
  return 'project';
}

/** Jars: names unique across the project (spec 01 section 5), so every stored jar name is a sibling. */
function jarIssues(rows: readonly TreeRow[], tree: StoredTree): RowIssue[] {
  const sentGuids = new Set(rows.map((row) => row.guid));
  const incoming = rows.map((row) => ({ ...row.merged, MpID: row.parentGuid ?? '' }));
  const siblings = tree.projectJarNames.filter((row) => !sentGuids.has(String(row.JrGuid)));
  return incomingRowErrors(validateAny('jar', [...siblings, ...incoming], { groupByParent: false }), sentGuids, 'tblJars');
}

function kindIssues(rows: readonly TreeRow[], tree: StoredTree): RowIssue[] {
  const source = rows[0]?.source;
  if (source?.kind === 'jar') return jarIssues(rows, tree);
  const group = source ? siblingGroups[source.kind] : undefined;
  if (!source || !group) return [];
  const { parentField } = group;
  const sentGuids = new Set(rows.map((row) => row.guid));
  const withParent = (row: WireRow, key: string): WireRow => (parentField ? { ...row, [parentField]: key } : row);
  const incoming = rows.map((row) => withParent(row.merged, parentField === 'PrID' ? 'project' : row.parentGuid ?? ''));
  // Only siblings under the parents this payload touches matter; others cannot clash.
  const parents = new Set(incoming.map((row) => (parentField ? String(row[parentField]) : '')));
  const siblings: WireRow[] = [];
  for (const [guid, row] of tree.rows.get(source.kind) ?? []) {
    if (sentGuids.has(guid)) continue;
    const key = parentField ? storedParentKey(parentField, row, tree) : '';
    if (parents.has(key)) siblings.push(withParent(row, key));
  }
  return incomingRowErrors(validateAny(group.kind, [...siblings, ...incoming], {}), sentGuids, source.table);
}

/**
 * Validates every table of a tree with the domain, each together with its stored siblings
 * (spec 01 section 5): points against the project's points (name, coordinates in the project's
 * system — or none at all, as copies without coordinates arrive), layers, tubes and finishings per point, bottles per sample, jar and water sample names
 * across the project, sub-locations and visits per project. Answers the incoming rows' errors.
 */
export function treeIssues(placed: PlacedTree, tree: StoredTree, coordinateSystem: string | undefined): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const [table, rows] of placed) {
    if (table === 'tblMeasurementPoints') {
      const stored = [...(tree.rows.get('measurementPoint')?.values() ?? [])];
      // Copies may come without coordinates (spec 01 section 4): an empty pair is taken, half a pair is not.
      issues.push(...pointIssues(stored, rows.map((row) => row.merged), coordinateSystem, { allowNoCoordinates: true }));
    } else {
      issues.push(...kindIssues(rows, tree));
    }
  }
  return issues;
}
