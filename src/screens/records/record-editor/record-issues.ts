import type { EditorRecord } from '../../../domain/editing';
import { withoutDuplicateIssues } from '../../../domain/editing';
import type { ValidationIssue } from '../../../domain/validation/issue';
import { hasErrors } from '../../../domain/validation/issue';
import { validateRow } from '../../../domain/validation/entities/run-rules';
import { rulesByKind } from '../../../domain/validation/entities/validate-rows';
import type { ContextsByKind, RowKind, RowsByKind } from '../../../domain/validation/entities/validate-rows';
import type { EntityRules } from '../../../domain/validation/entities/entity-rules';

/** The rule set a screen validates its record with (src/domain/validation/entities), and what the rules may know. */
export interface RuleSetChoice<K extends RowKind = RowKind> {
  kind: K;
  context?: ContextsByKind[K];
}

function runRules<K extends RowKind>(ruleSet: RuleSetChoice<K>, row: EditorRecord, siblings: readonly EditorRecord[]): ValidationIssue[] {
  const rules: EntityRules<RowsByKind[K], ContextsByKind[K]> = rulesByKind[ruleSet.kind];
  const context = (ruleSet.context ?? {}) as ContextsByKind[K];
  return validateRow(rules, row as RowsByKind[K], siblings as readonly RowsByKind[K][], context);
}

/**
 * The record-level issues of an edited record (spec 01 section 5): its kind's rule set run on the
 * edited row against its siblings as loaded, so uniqueness and layer continuity show at the field
 * as the user types. The siblings may hold the record's saved self; the rules ignore it by GUID.
 * Kinds without a rule set (contacts, summaries) have only their templates' rules.
 */
export function recordIssues(ruleSet: RuleSetChoice | null, row: EditorRecord, siblings: readonly EditorRecord[]): ValidationIssue[] {
  return ruleSet === null ? [] : runRules(ruleSet, row, siblings);
}

function issueKey(issue: ValidationIssue): string {
  return `${issue.field}\u0000${issue.code}\u0000${issue.severity}\u0000${JSON.stringify(issue.params ?? {})}`;
}

/**
 * Whether a save must be refused before it is sent (spec 01 section 8, 'save failed due to invalid
 * values'): an error among the issues the form shows or the rules find now. Issues the server sent
 * back are left out: the server judges again, and a refusal about a sibling the screen does not
 * know of (a name taken in another point) must not lock the user out of retrying.
 */
export function blocksSave(shown: readonly ValidationIssue[], ruleIssues: readonly ValidationIssue[], serverIssues: readonly ValidationIssue[]): boolean {
  const fromServer = new Set(serverIssues.map(issueKey));
  const fromRules = new Set(ruleIssues.map(issueKey));
  const own = shown.filter((issue) => !fromServer.has(issueKey(issue)) || fromRules.has(issueKey(issue)));
  return hasErrors(own) || hasErrors(ruleIssues);
}

/** Server issues still standing after an edit: those about the fields the edit changed are dropped. */
export function serverIssuesAfterEdit(serverIssues: readonly ValidationIssue[], changedFields: readonly string[]): ValidationIssue[] {
  const changed = new Set(changedFields);
  return serverIssues.filter((issue) => !changed.has(issue.field));
}

/** Rule issues and server issues for the form, each once. */
export function issuesForForm(ruleIssues: readonly ValidationIssue[], serverIssues: readonly ValidationIssue[]): ValidationIssue[] {
  return withoutDuplicateIssues([...ruleIssues, ...serverIssues]);
}
