import dayjs from 'dayjs';
import { formatDisplayDate } from '../../../domain/dates/display-formats';
import type { Language } from '../../../domain/language/language-codes';

/**
 * When a draft was kept (its ISO `savedAt`, UTC), in the language's datetime format (spec 01
 * section 1) and the browser's time zone, for the restore offer.
 */
export function draftTime(savedAt: string, language: Language): string {
  return formatDisplayDate(dayjs(savedAt).format('YYYY-MM-DDTHH:mm:ss'), language, true);
}
