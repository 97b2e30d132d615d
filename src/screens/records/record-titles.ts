import type { TFunction } from 'i18next';

/** A depth as the user reads it: the number, or a dash when it is not filled in. */
function depth(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '–';
}

/**
 * A from/to range in cm (spec 01 section 3: depths are cm below surface), e.g. '50–120 cm'; empty
 * when neither depth is filled in, so a title never reads '–––'.
 */
export function depthRange(t: TFunction, from: unknown, to: unknown): string {
  if (depth(from) === '–' && depth(to) === '–') return '';
  return t('screens.title.depthRange', { from: depth(from), to: depth(to) });
}

/** A record's name for its heading, or 'Unnamed' when it has none yet. */
export function nameOrUnnamed(t: TFunction, name: unknown): string {
  return typeof name === 'string' && name.trim() !== '' ? name : t('screens.title.unnamed');
}

/** Longest summary text shown as a heading or a list link, in characters. */
export const summaryTitleLength = 60;

/** A summary's heading: the start of its text (cut at a word), or 'Unnamed' without text. */
export function summaryTitle(t: TFunction, text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return t('screens.title.unnamed');
  const trimmed = text.trim();
  if (trimmed.length <= summaryTitleLength) return trimmed;
  const cut = trimmed.slice(0, summaryTitleLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > summaryTitleLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
