import { copyAmountIssues } from '../validation/rules/copy-amount';

/** Copy keeps the source; move deletes it once the copy is saved (spec 01 section 4). */
export type CopyMode = 'copy' | 'move';

/** A project as the copy dialog names it: its PrID, as a route gives it ('12') or the server (12). */
export type CopyProjectId = string | number;

/** What the user chooses before copying or moving measurement points (spec 01 section 4). */
export interface CopyMoveOptions {
  mode: CopyMode;
  /** Copy X, Y and Z (transformed to the target's system when it differs). */
  copyCoordinates: boolean;
  /** Copy the jars, water and air samples with their measurements, observations and bottles. */
  copyFieldSamples: boolean;
  /** Copies of each point: a whole number from 1 to 100 (spec 01 sections 4, 5 and 9). */
  copies: number;
  /** Where the copies go; the source project by default (a duplicate). */
  targetProjectId: CopyProjectId;
}

/** The options a copy starts with: one copy of everything into the same project. */
export function defaultCopyMoveOptions(sourceProjectId: CopyProjectId): CopyMoveOptions {
  return { mode: 'copy', copyCoordinates: true, copyFieldSamples: true, copies: 1, targetProjectId: sourceProjectId };
}

/** A reason the options cannot run, as a translation key with its values. */
export interface CopyOptionIssue {
  field: keyof CopyMoveOptions;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** Whether two PrIDs name the same project ('12' and 12 do). */
export function sameProject(a: CopyProjectId, b: CopyProjectId): boolean {
  return String(a).trim() === String(b).trim();
}

/**
 * Why the options cannot run, empty when they can: the number of copies is the copy-amount rule's
 * (1 to 100); a target project is needed; and a move into the project the points are already in
 * would copy them and then delete the originals — a rename with new GUIDs — so it is refused.
 */
export function copyOptionIssues(options: CopyMoveOptions, sourceProjectId: CopyProjectId): CopyOptionIssue[] {
  const issues: CopyOptionIssue[] = copyAmountIssues(options.copies, 'copies')
    .map((issue) => ({ field: 'copies', messageKey: issue.code, ...(issue.params ? { params: issue.params } : {}) }));
  if (String(options.targetProjectId).trim() === '') issues.push({ field: 'targetProjectId', messageKey: 'copyMove.options.targetRequired' });
  else if (options.mode === 'move' && sameProject(options.targetProjectId, sourceProjectId)) {
    issues.push({ field: 'mode', messageKey: 'copyMove.options.moveSameProject' });
  }
  return issues;
}
