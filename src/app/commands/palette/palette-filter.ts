import { defaultFilter } from 'cmdk';

/** How much a recent command's match counts over an equal match of another (recent ones first, as in VS Code's palette). */
const recentBoost = 1;
const otherWeight = 0.98;

/**
 * The palette's ranking: cmdk's own fuzzy score over an item's visible text and its keywords (the
 * item's value is an opaque id, so a GUID never matches what the user types), recent commands
 * slightly ahead of equal matches.
 */
export function paletteFilter(texts: ReadonlyMap<string, string>, recent: ReadonlySet<string>) {
  return (value: string, search: string, keywords?: string[]): number => {
    const score = defaultFilter(texts.get(value) ?? '', search, keywords);
    return score * (recent.has(value) ? recentBoost : otherWeight);
  };
}
