import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';

/** Fewest characters a password may have (ASVS 2.1.1: at least 12, after runs of spaces are combined). */
export const passwordMinLength = 12;

/**
 * Most characters a password may have (ASVS 2.1.2: at least 64 must be allowed, more than 128
 * refused). The one maximum of sign-in, the admin command and every password a service stores.
 */
export const passwordMaxLength = 128;

/** The field name password findings carry (a form's or a command's password input). */
const passwordField = 'Password';

/** Shortest name checked for inside a password: shorter names ('jo') occur in too many words. */
const usernameMinCheckedLength = 3;

/** A unit of at most four characters repeated to fill the password: 'aaaa…', 'abcabc…', '1212…'. */
const repeatedUnit = /^(.{1,4}?)\1+$/su;

/** Digits, spaces and punctuation before or after the word of a 'word + digits' password ('Summer2026!'). */
const paddingAround = /^[\p{N}\p{P}\p{S}\p{Z}]+|[\p{N}\p{P}\p{S}\p{Z}]+$/gu;

/**
 * The form a password is measured and stored in: Unicode NFC, so the same characters typed on
 * different keyboards (composed or decomposed accents) are one password (ASVS 2.1.4: any printable
 * character, Unicode included). Nothing is trimmed or truncated (ASVS 2.1.3).
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

/** The length the rules measure: characters (code points) of the NFC form, each run of spaces counted once (ASVS 2.1.1). */
export function passwordLength(password: string): number {
  return [...normalisePassword(password).replace(/ {2,}/g, ' ')].length;
}

/** Whether sign-in may even try a password this long: never more than any stored password can be. */
export function isWithinPasswordMaximum(password: string): boolean {
  return passwordLength(password) <= passwordMaxLength;
}

/** What the password rules look at besides the password. */
export interface PasswordContext {
  /** The account's user name: a password containing it is refused (NIST SP 800-63B 5.1.1.2, context-specific words). */
  username?: string | undefined;
  /**
   * Whether a lower-case candidate is on the list of common and breached passwords (ASVS 2.1.7).
   * Injected: the list lives with the server, loaded when first needed.
   */
  isCommon: (candidate: string) => boolean;
}

/** The forms of a password looked up in the common list: as typed (lower case), and without digits or symbols around a word. */
function commonCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const word = lower.replace(paddingAround, '');
  return word.length >= 4 && word !== lower ? [lower, word] : [lower];
}

/**
 * The password rules (ASVS 2.1.1, 2.1.2, 2.1.4 and 2.1.7): not blank, 12 to 128 characters, any
 * characters, not a common or breached password (nor one with digits or symbols stuck around a
 * common word), not one short unit repeated, and not containing the user name. Empty when the
 * password may be stored. No rule asks for character classes (ASVS 2.1.9).
 */
export function passwordIssues(password: string, context: PasswordContext): ValidationIssue[] {
  const normalised = normalisePassword(password);
  if (normalised.trim() === '') return [error(passwordField, 'validation.password.blank')];
  const length = passwordLength(normalised);
  if (length < passwordMinLength) return [error(passwordField, 'validation.password.tooShort', { min: passwordMinLength })];
  if (length > passwordMaxLength) return [error(passwordField, 'validation.password.tooLong', { max: passwordMaxLength })];
  const issues: ValidationIssue[] = [];
  if (commonCandidates(normalised).some((candidate) => context.isCommon(candidate))) {
    issues.push(error(passwordField, 'validation.password.common'));
  } else if (repeatedUnit.test(normalised)) {
    issues.push(error(passwordField, 'validation.password.repetitive'));
  }
  const username = context.username?.trim().toLowerCase() ?? '';
  if (username.length >= usernameMinCheckedLength && normalised.toLowerCase().includes(username)) {
    issues.push(error(passwordField, 'validation.password.containsUsername'));
  }
  return issues;
}
