import { describe, expect, it } from 'vitest';
import {
  isWithinPasswordMaximum, normalisePassword, passwordIssues, passwordLength, passwordMaxLength, passwordMinLength,
} from '../../../../src/domain/auth/password-rules';

const common = new Set(['password1234', 'summer', 'dragon', 'qwertyuiop']);
const rules = (password: string, username?: string) =>
  passwordIssues(password, { username, isCommon: (candidate) => common.has(candidate) }).map((issue) => issue.code);

describe('password rules (ASVS 2.1)', () => {
  it('asks for at least 12 characters and allows up to 128 (ASVS 2.1.1, 2.1.2)', () => {
    expect(passwordMinLength).toBe(12);
    expect(passwordMaxLength).toBeGreaterThanOrEqual(64);
    expect(passwordMaxLength).toBeLessThanOrEqual(128);
    expect(rules('k7#vQ9-brm2')).toEqual(['validation.password.tooShort']);
    expect(rules('k7#vQ9-brm2x')).toEqual([]);
    const letters = (count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(0x61 + ((i * 7) % 26))).join('');
    expect(rules(letters(64))).toEqual([]);
    const longest = letters(128);
    expect(rules(longest)).toEqual([]);
    expect(rules(`${longest}x`)).toEqual(['validation.password.tooLong']);
  });

  it("refuses '12345678' and eight spaces, which the 8-character rule let through", () => {
    expect(rules('12345678')).toEqual(['validation.password.tooShort']);
    expect(rules('        ')).toEqual(['validation.password.blank']);
    expect(rules(' '.repeat(20))).toEqual(['validation.password.blank']);
    expect(rules('\t \n ')).toEqual(['validation.password.blank']);
  });

  it('counts each run of spaces once (ASVS 2.1.1) and never trims (ASVS 2.1.3)', () => {
    expect(passwordLength('ab      cd')).toBe(5);
    expect(rules('k7#v      Q9-b')).toEqual(['validation.password.tooShort']);
    expect(rules(' k7#vQ9-brm2x ')).toEqual([]);
  });

  it('accepts any characters, counted as characters after NFC (ASVS 2.1.4)', () => {
    const decomposed = 'cafe\u0301-ke\u0301ke\u0301';
    expect(normalisePassword(decomposed)).toBe('café-kéké');
    expect(passwordLength(decomposed)).toBe(9);
    expect(rules('🦊🦊-zand-klei-veen')).toEqual([]);
    expect(passwordLength('🦊🦊-zand')).toBe(7);
    expect(rules('grondwater-ß-ü-ø-漢字')).toEqual([]);
  });

  it('refuses common and breached passwords, also with digits or symbols around a common word (ASVS 2.1.7)', () => {
    expect(rules('password1234')).toEqual(['validation.password.common']);
    expect(rules('PASSWORD1234')).toEqual(['validation.password.common']);
    expect(rules('Summer2026!!')).toEqual(['validation.password.common']);
    expect(rules('!!!dragon123456')).toEqual(['validation.password.common']);
    expect(rules('summer-dragon-7')).toEqual([]);
  });

  it('refuses one short unit repeated', () => {
    expect(rules('aaaaaaaaaaaa')).toEqual(['validation.password.repetitive']);
    expect(rules('abcabcabcabc')).toEqual(['validation.password.repetitive']);
    expect(rules('121212121212')).toEqual(['validation.password.repetitive']);
    expect(rules('abcdeabcdeab')).toEqual([]);
  });

  it('refuses a password that contains the user name', () => {
    expect(rules('anna-de-vries-2026', 'Anna')).toEqual(['validation.password.containsUsername']);
    expect(rules('k7#vQ9-brm2x', 'jo')).toEqual([]);
  });

  it('lets sign-in try exactly the lengths a stored password can have', () => {
    expect(isWithinPasswordMaximum('x'.repeat(passwordMaxLength))).toBe(true);
    expect(isWithinPasswordMaximum('🦊'.repeat(passwordMaxLength))).toBe(true);
    expect(isWithinPasswordMaximum('x'.repeat(passwordMaxLength + 1))).toBe(false);
    expect(isWithinPasswordMaximum('x'.repeat(1500))).toBe(false);
  });
});
