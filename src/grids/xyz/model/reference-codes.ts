import type { CodeOption } from '../../../domain/editing/code-options';

/** Finds the code a pasted reference cell means. */
export type ReferenceCodeLookup = (text: string) => string | undefined;

/**
 * A lookup over a code list (reference plane types or reference point types): a cell may hold the
 * code ('MV') or the text the user reads ('Maaiveld'), in any case and with spaces around it; the
 * code is what is stored (spec 01 section 5: reference plane and type must be valid). A code wins
 * over another entry's text that happens to spell the same.
 */
export function referenceCodeLookup(options: readonly CodeOption[]): ReferenceCodeLookup {
  const byText = new Map<string, string>();
  for (const option of options) {
    const text = option.description.trim().toLowerCase();
    if (text !== '' && !byText.has(text)) byText.set(text, option.code);
  }
  for (const option of options) byText.set(option.code.trim().toLowerCase(), option.code);
  return (text) => byText.get(text.trim().toLowerCase());
}
