import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { deleteConfirmWord } from '../limits';

/**
 * Delete requires typing DELETE (spec 01 section 5; spec 02 section 5 for pictures and attachments).
 * Surrounding spaces are forgiven, case is not: the point is a deliberate act.
 */
export function confirmsDeletion(text: unknown, word: string = deleteConfirmWord): boolean {
  return typeof text === 'string' && text.trim() === word;
}

/** The same check as an issue on the confirmation field, for dialogs that show it inline. */
export function confirmDeletionIssues(text: unknown, field = 'confirmation', word: string = deleteConfirmWord): ValidationIssue[] {
  return confirmsDeletion(text, word) ? [] : [error(field, 'validation.confirmDeletion', { word })];
}
