import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { refusedReadCode, refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { refused } from '../../errors';
import type { AppError, RefusalOptions } from '../../errors';
import { defineMessage, renderMessage } from '../../messages';
import type { CatalogueMessage, MessageParams } from '../../messages';
import { describeIssues } from '../issue-text';
import { listGuids } from '../project-messages';
import type { ChangedRow, RowIssue, RowRefusal } from './row-refusal';

/**
 * The reasons a write or read of rows is refused: the {{reason}} of the call's own catalogue
 * message (spec 01 section 8, e.g. 'Unable to save layers. {reason}'). A record of another licence
 * gives the same reason as one that does not exist.
 */
export const rowReasons = {
  projectNotFound: defineMessage('server.records.projectNotFound', 'Project {{project}} was not found.'),
  pointNotFound: defineMessage('server.records.pointNotFound', 'Measurement point {{guid}} was not found in the project.'),
  pointMissing: defineMessage('server.records.pointMissing', 'Row {{row}} has no measurement point: send MpGuid in data or on the row.'),
  tubeNotFound: defineMessage('server.records.tubeNotFound', 'Gauging tube {{guid}} was not found under the measurement point.'),
  sampleNotFound: defineMessage('server.records.sampleNotFound', 'Water sample {{guid}} was not found.'),
  analysisSampleNotFound: defineMessage('server.lab.analysisSampleNotFound', 'Analysis sample {{id}} was not found.'),
  cadastralRecordNotFound: defineMessage('server.records.cadastralRecordNotFound', 'Cadastral record {{id}} was not found.'),
  parentNotFound: defineMessage('server.records.parentNotFound', 'Row {{row}} refers to {{field}} {{guid}}, which is not in the project.'),
  rowsNotFound: defineMessage('server.records.rowsNotFound', 'These records were not found: {{keys}}.'),
  guidTaken: defineMessage('server.records.guidTaken', 'A record with GUID {{guid}} already exists.'),
  appearsTwice: defineMessage('server.records.appearsTwice', 'Record {{key}} appears more than once in the request.'),
  identityMissing: defineMessage('server.records.identityMissing', 'Every row to update needs its {{fields}}.'),
  nothingToDelete: defineMessage('server.records.nothingToDelete', 'Name the records to delete with {{fields}}.'),
  changedSince: defineMessage('server.records.changedSince', '{{name}} was changed by someone else since you loaded it ({{fields}}); nothing was saved.'),
  changedBeforeDelete: defineMessage('server.records.changedBeforeDelete', '{{name}} was changed by someone else since you loaded it, so nothing was deleted.'),
  changedMeanwhile: defineMessage('server.records.changedMeanwhile', 'Someone else saved {{keys}} at the same moment; nothing was saved. Try again.'),
} as const;

/** A reason as English text, for the {{reason}} placeholder. */
export function reasonText(reason: CatalogueMessage, params: MessageParams = {}): string {
  return renderMessage(reason, params);
}

function identityFields(kind: EntityKind): string {
  const { idField, guidField } = entityDescriptors[kind];
  return guidField ?? idField;
}

/** How a person knows a refused row in the English reason: by default its key as sent. */
export type RowLabel = (issue: Pick<RowIssue, 'row'>) => string;

/** The English {{reason}} of a row refusal (spec 01 section 8); the full findings travel as Issues. */
export function refusalReason(kind: EntityKind, refusal: RowRefusal, labelOf?: RowLabel): string {
  switch (refusal.cause) {
    case 'invalid': {
      const issues = labelOf ? refusal.issues.map((issue) => ({ ...issue, field: `${labelOf(issue)} ${issue.field}` })) : refusal.issues;
      return describeIssues(issues);
    }
    case 'repeated': return reasonText(rowReasons.appearsTwice, { key: listGuids(refusal.keys) });
    case 'taken': return reasonText(rowReasons.guidTaken, { guid: listGuids(refusal.keys) });
    case 'unknown': return reasonText(rowReasons.rowsNotFound, { keys: listGuids(refusal.keys) });
    case 'keyMissing': return reasonText(rowReasons.identityMissing, { fields: identityFields(kind) });
    case 'nothingToDelete': return reasonText(rowReasons.nothingToDelete, { fields: identityFields(kind) });
    case 'changedSince': {
      const names = refusal.current.map((row) => (labelOf ? labelOf({ row: row.key }) : row.key));
      const fields = [...new Set(refusal.current.flatMap((row) => row.fields))];
      if (fields.length === 0) return reasonText(rowReasons.changedBeforeDelete, { name: listGuids(names) });
      return reasonText(rowReasons.changedSince, { name: listGuids(names), fields: fields.join(', ') });
    }
    case 'changedMeanwhile': return reasonText(rowReasons.changedMeanwhile, { keys: listGuids(refusal.keys) });
  }
}

/**
 * The `Conflicts` of an answer (spec 01 section 4: no silent lost update): per stale record its
 * table, its key as sent, the version sent and stored, the fields the write carried and the stored
 * row, so a client merges edits of other fields and asks only about fields both users changed.
 */
function conflictsOf(kind: EntityKind, rows: readonly ChangedRow[]): Record<string, unknown>[] {
  const { tableName } = entityDescriptors[kind];
  return rows.map((row) => ({ table: tableName, row: row.key, sentVersion: row.sentVersion, rowVersion: row.current.RowVersion, fields: row.fields, current: row.current }));
}

/** A refused write: the call's catalogue message with the refusal's reason, and its row findings as Issues. Throw it inside the transaction. */
export function refuseRows(message: CatalogueMessage, kind: EntityKind, refusal: RowRefusal, labelOf?: RowLabel): AppError {
  const issues = refusal.cause === 'invalid' ? refusal.issues : [];
  const options = refusal.cause === 'changedSince' ? { extra: { Conflicts: conflictsOf(kind, refusal.current) } } : issues.length > 0 ? { issues } : undefined;
  return refused(refusedWriteCode, message, { reason: refusalReason(kind, refusal, labelOf) }, options);
}

/**
 * A refused write whose every finding has one code that the call gives a whole catalogue message of its own
 * (spec 02 section 8): that message, so the client translates all of it; otherwise `refuseRows`'s.
 */
export function refuseRowsByIssue(message: CatalogueMessage, kind: EntityKind, refusal: RowRefusal, byIssueCode: Readonly<Record<string, CatalogueMessage>> = {}): AppError {
  const codes = refusal.cause === 'invalid' ? new Set(refusal.issues.map((issue) => issue.code)) : new Set<string>();
  const [code] = codes;
  const whole = codes.size === 1 && code !== undefined ? byIssueCode[code] : undefined;
  if (whole && refusal.cause === 'invalid') return refused(refusedWriteCode, whole, {}, { issues: refusal.issues });
  return refuseRows(message, kind, refusal);
}

/** A refusal with a scope reason (project, point or parent not found): Import_Failed for a write, Export_Failed for a read. */
export function refuseBecause(direction: 'write' | 'read', message: CatalogueMessage, reason: CatalogueMessage, params: MessageParams = {}, options?: RefusalOptions): AppError {
  return refused(direction === 'write' ? refusedWriteCode : refusedReadCode, message, { reason: reasonText(reason, params) }, options);
}
