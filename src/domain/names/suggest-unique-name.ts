/** Case-insensitive, trimmed key under which names are compared (spec 01 section 5, unique names). */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

const trailingNumber = /^(.*?)(\d+)$/;

/** Splits 'B009' into { stem: 'B', number: 9, width: 3 }; a name without digits gets number 0. */
function splitTrailingNumber(name: string): { stem: string; number: number; width: number } {
  const match = trailingNumber.exec(name.trim());
  if (!match) return { stem: name.trim(), number: 0, width: 1 };
  const digits = match[2] ?? '';
  return { stem: match[1] ?? '', number: Number.parseInt(digits, 10), width: digits.length };
}

/**
 * The next free name after `name`: its trailing number is incremented (keeping zero padding,
 * 'B09' → 'B10'), skipping names already taken, compared case-insensitively (spec 01 section 4,
 * copy naming). A name without a trailing number gets '1' appended.
 */
export function suggestUniqueName(name: string, taken: Iterable<string>): string {
  return suggestUniqueNames(name, taken, 1)[0] ?? name;
}

/** `count` distinct next free names after `name`, for making several copies at once. */
export function suggestUniqueNames(name: string, taken: Iterable<string>, count: number): string[] {
  const used = new Set<string>();
  for (const existing of taken) used.add(nameKey(existing));
  const { stem, number, width } = splitTrailingNumber(name);
  const names: string[] = [];
  for (let next = number + 1; names.length < count; next++) {
    const candidate = stem + String(next).padStart(width, '0');
    if (used.has(nameKey(candidate))) continue;
    used.add(nameKey(candidate));
    names.push(candidate);
  }
  return names;
}
