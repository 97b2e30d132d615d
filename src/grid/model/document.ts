import type { BaseRows } from './base-rows';
import { applyPatch, emptyEditLayer } from './edits';
import type { EditLayer } from './edits';
import { createHistory, pushStep, redoStep, undoStep } from './history';
import type { History, HistoryStep, StepKind } from './history';
import { cellsOnlyFields, isEmptyPatch, touchedRowKeys } from './patch';
import type { Patch, RowKey } from './patch';
import type { Selection } from './selection';

/** Everything the grid edits: loaded rows, the edits over them and the undo stacks. */
export interface GridDocument<R extends object = Readonly<Record<string, unknown>>> {
  readonly base: BaseRows<R>;
  readonly layer: EditLayer;
  readonly history: History;
}

/** The document after a change, with the rows to revalidate and the step taken (null when nothing changed). */
export interface DocumentChange<R extends object> {
  readonly document: GridDocument<R>;
  readonly touched: readonly RowKey[];
  /** The fields the change wrote when it wrote only cells (cellsOnlyFields); null when it moved rows or did nothing. */
  readonly writtenFields: ReadonlySet<string> | null;
  readonly step: HistoryStep | null;
}

/** A change that applied `patch` (the cells it really changed, for a commit: its inverse's cells). */
function changed<R extends object>(document: GridDocument<R>, patch: Patch, step: HistoryStep): DocumentChange<R> {
  return { document, touched: touchedRowKeys(patch), writtenFields: cellsOnlyFields(patch), step };
}

function unchanged<R extends object>(document: GridDocument<R>): DocumentChange<R> {
  return { document, touched: [], writtenFields: null, step: null };
}

/** A document over freshly loaded rows, without edits or history. */
export function createDocument<R extends object>(base: BaseRows<R>, historyLimit?: number): GridDocument<R> {
  return { base, layer: emptyEditLayer, history: createHistory(historyLimit) };
}

/** Applies a planned patch as one undo step; a patch that changes nothing leaves the history alone. */
export function commitPatch<R extends object>(
  document: GridDocument<R>, patch: Patch, kind: StepKind, selection?: Selection,
): DocumentChange<R> {
  if (isEmptyPatch(patch)) return unchanged(document);
  const { layer, inverse } = applyPatch(document.base, document.layer, patch);
  if (isEmptyPatch(inverse)) return unchanged(document);
  const step: HistoryStep = selection ? { kind, forward: patch, inverse, selection } : { kind, forward: patch, inverse };
  return changed({ ...document, layer, history: pushStep(document.history, step) }, inverse, step);
}

/** Takes the newest step back (Ctrl+Z); unchanged when there is nothing to undo. */
export function undo<R extends object>(document: GridDocument<R>): DocumentChange<R> {
  const undone = undoStep(document.history);
  if (!undone) return unchanged(document);
  const { layer } = applyPatch(document.base, document.layer, undone.step.inverse);
  return changed({ ...document, layer, history: undone.history }, undone.step.inverse, undone.step);
}

/** Brings the newest undone step back (Ctrl+Y, Ctrl+Shift+Z); unchanged when there is nothing to redo. */
export function redo<R extends object>(document: GridDocument<R>): DocumentChange<R> {
  const redone = redoStep(document.history);
  if (!redone) return unchanged(document);
  const { layer } = applyPatch(document.base, document.layer, redone.step.forward);
  return changed({ ...document, layer, history: redone.history }, redone.step.forward, redone.step);
}

/** The document after a successful save: the saved rows become the loaded rows; edits and history go. */
export function replaceBase<R extends object>(document: GridDocument<R>, base: BaseRows<R>): GridDocument<R> {
  return { base, layer: emptyEditLayer, history: createHistory(document.history.limit) };
}
