import type { Patch } from './patch';
import type { Selection } from './selection';

/** What kind of user action a step was: for the undo menu's label and for tests. */
export type StepKind = 'edit' | 'paste' | 'fill' | 'clear' | 'multiEdit' | 'addRows' | 'deleteRows' | 'cut';

/** One undo step (an edit, a paste, a fill, a clear or a multi-edit is one step each, as in a spreadsheet). */
export interface HistoryStep {
  readonly kind: StepKind;
  /** The patch as applied: redo applies it again. */
  readonly forward: Patch;
  /** The patch that takes it back: undo applies it. */
  readonly inverse: Patch;
  /** The selection when the step was made, so undo and redo can show where it happened. */
  readonly selection?: Selection;
}

/** The undo and redo stacks; the newest step last in each. */
export interface History {
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
  /** Most steps kept; the oldest fall off. */
  readonly limit: number;
}

/** Steps kept by default: enough for a working session, bounded so patches of 10,000 cells do not pile up. */
const defaultHistoryLimit = 100;

/** An empty history. */
export function createHistory(limit: number = defaultHistoryLimit): History {
  return { past: [], future: [], limit: Math.max(1, limit) };
}

/** Records a new step; the redo stack is cleared, as in every editor. */
export function pushStep(history: History, step: HistoryStep): History {
  const past = history.past.length >= history.limit ? history.past.slice(history.past.length - history.limit + 1) : history.past.slice();
  past.push(step);
  return { ...history, past, future: [] };
}

/** Whether Ctrl+Z has something to take back. */
export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

/** Whether Ctrl+Y has something to bring back. */
export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/** Moves the newest step to the redo stack; the caller applies `step.inverse`. Null when nothing to undo. */
export function undoStep(history: History): { history: History; step: HistoryStep } | null {
  const step = history.past[history.past.length - 1];
  if (!step) return null;
  return { step, history: { ...history, past: history.past.slice(0, -1), future: [...history.future, step] } };
}

/** Moves the newest undone step back; the caller applies `step.forward`. Null when nothing to redo. */
export function redoStep(history: History): { history: History; step: HistoryStep } | null {
  const step = history.future[history.future.length - 1];
  if (!step) return null;
  return { step, history: { ...history, future: history.future.slice(0, -1), past: [...history.past, step] } };
}
