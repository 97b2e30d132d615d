import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { barcodeMaxCount, barcodeMaxLength } from '../limits';
import { isBlank } from './required';

/** Splits a ';'-separated barcode field into trimmed barcodes, skipping empty parts such as a trailing ';'. */
export function splitBarcodes(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Barcodes (spec 01 section 5): ';'-separated, each unique (trimmed, case-insensitive, like names),
 * at most `maxCount` of them and each at most 5 characters (editor type 14). Blank values pass.
 */
export function barcodeIssues(field: string, value: unknown, maxCount: number = barcodeMaxCount): ValidationIssue[] {
  if (isBlank(value)) return [];
  const barcodes = splitBarcodes(String(value));
  const issues: ValidationIssue[] = [];
  if (barcodes.length > maxCount) issues.push(error(field, 'validation.barcode.tooMany', { max: maxCount }));
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const barcode of barcodes) {
    const normalised = barcode.toLowerCase();
    if (barcode.length > barcodeMaxLength && !reported.has(`long:${normalised}`)) {
      reported.add(`long:${normalised}`);
      issues.push(error(field, 'validation.barcode.tooLong', { barcode, max: barcodeMaxLength }));
    }
    if (seen.has(normalised) && !reported.has(`dup:${normalised}`)) {
      reported.add(`dup:${normalised}`);
      issues.push(error(field, 'validation.barcode.duplicate', { barcode }));
    }
    seen.add(normalised);
  }
  return issues;
}
