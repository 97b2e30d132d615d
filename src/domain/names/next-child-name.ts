import { suggestUniqueName } from './suggest-unique-name';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The name of a new child after its siblings (spec 01 section 4, copy naming): the next free
 * number after the highest-numbered sibling name that starts with `stem`, e.g. after 'B001-01' and
 * 'B001-02' comes 'B001-03'; with none, `stem` plus `first`.
 */
export function nextChildName(stem: string, siblingNames: readonly unknown[], first: string): string {
  const names = siblingNames.map(textOf).filter((name) => name.trim() !== '');
  const ours = names.filter((name) => name.startsWith(stem) && /\d$/.test(name));
  const highest = ours.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).at(-1);
  return suggestUniqueName(highest ?? `${stem}${first}`.replace(/\d+$/, (digits) => String(Number(digits) - 1).padStart(digits.length, '0')), names);
}
