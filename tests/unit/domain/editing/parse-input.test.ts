import { describe, expect, it } from 'vitest';
import type { EditorKind } from '../../../../src/domain/codes/field-editor-types';
import { languages } from '../../../../src/domain/language/language-codes';
import { formatEditorValue, parseEditorInput } from '../../../../src/domain/editing/parse-input';

function codesOf(kind: EditorKind, text: string, language: 'nl' | 'en' = 'en'): string[] {
  const parsed = parseEditorInput(kind, text, language, 'F');
  return parsed.ok ? [] : parsed.issues.map((issue) => issue.code);
}

describe('parseEditorInput: dates in the language display format (spec 01 sections 1 and 3)', () => {
  it('reads DD-MM-YYYY in Dutch and YYYY-MM-DD in English into the payload form', () => {
    expect(parseEditorInput('date', '24-11-2026', 'nl')).toEqual({ ok: true, value: '2026-11-24T00:00:00' });
    expect(parseEditorInput('date', '2026-11-24', 'en')).toEqual({ ok: true, value: '2026-11-24T00:00:00' });
    expect(parseEditorInput('date', '24.11.2026', 'de')).toEqual({ ok: true, value: '2026-11-24T00:00:00' });
    expect(parseEditorInput('date', '24/11/2026', 'fr')).toEqual({ ok: true, value: '2026-11-24T00:00:00' });
  });

  it('accepts single-digit day and month', () => {
    expect(parseEditorInput('date', '1-2-2026', 'nl')).toEqual({ ok: true, value: '2026-02-01T00:00:00' });
  });

  it('refuses another language format and impossible days, naming the expected format', () => {
    expect(parseEditorInput('date', '24-11-2026', 'en', 'MpDate')).toEqual({
      ok: false,
      issues: [{ field: 'MpDate', code: 'validation.date.displayFormat', params: { format: 'YYYY-MM-DD' }, severity: 'error' }],
    });
    const february = parseEditorInput('date', '31-02-2026', 'nl', 'MpDate');
    expect(february.ok ? null : february.issues[0]?.params).toEqual({ format: 'DD-MM-JJJJ' });
    expect(codesOf('date', '2026-13-01')).toEqual(['validation.date.displayFormat']);
  });

  it('reads datetimes (type 13) with or without seconds', () => {
    expect(parseEditorInput('datetime', '24-11-2026 14:05:09', 'nl')).toEqual({ ok: true, value: '2026-11-24T14:05:09' });
    expect(parseEditorInput('datetime', '2026-11-24 14:05', 'en')).toEqual({ ok: true, value: '2026-11-24T14:05:00' });
    expect(codesOf('datetime', '2026-11-24 25:00:00')).toEqual(['validation.dateTime.displayFormat']);
    expect(codesOf('datetime', '2026-11-24')).toEqual(['validation.dateTime.displayFormat']);
  });

  it('round-trips every language: what is shown reads back to the same stored value', () => {
    for (const language of languages) {
      const shown = formatEditorValue('datetime', '2026-03-07T08:09:10', language);
      expect(parseEditorInput('datetime', shown, language)).toEqual({ ok: true, value: '2026-03-07T08:09:10' });
      const date = formatEditorValue('date', '2026-03-07T00:00:00', language);
      expect(parseEditorInput('date', date, language)).toEqual({ ok: true, value: '2026-03-07T00:00:00' });
    }
  });
});

describe('parseEditorInput: numbers as the kind allows (spec 01 sections 3 and 5)', () => {
  it('type 5 takes whole numbers with a minus, up to 2147483647', () => {
    expect(parseEditorInput('integer', '2147483647', 'en')).toEqual({ ok: true, value: 2147483647 });
    expect(parseEditorInput('integer', '-12', 'en')).toEqual({ ok: true, value: -12 });
    expect(codesOf('integer', '2147483648')).toEqual(['validation.number.tooLarge']);
    expect(codesOf('integer', '1.5')).toEqual(['validation.number.notWhole']);
  });

  it('type 6 takes dot decimals with a minus and refuses a decimal comma with its own message', () => {
    expect(parseEditorInput('decimal', ' -3.25 ', 'nl')).toEqual({ ok: true, value: -3.25 });
    expect(codesOf('decimal', '3,25', 'nl')).toEqual(['validation.number.decimalComma']);
    expect(codesOf('decimal', '12abc')).toEqual(['validation.number.notANumber']);
  });

  it('type 19 parts take decimals but no minus; type 31 parts take both', () => {
    expect(parseEditorInput('trajectory', '12.5', 'en')).toEqual({ ok: true, value: 12.5 });
    expect(codesOf('trajectory', '-1')).toEqual(['validation.number.negative']);
    expect(parseEditorInput('coordinates', '-155000.25', 'en')).toEqual({ ok: true, value: -155000.25 });
  });
});

describe('parseEditorInput: codes and text (spec 01 sections 3, 5 and 9)', () => {
  it('barcodes: each at most 5, unique, separated by semicolons', () => {
    expect(parseEditorInput('barcode', ' AB123;CD456 ', 'en')).toEqual({ ok: true, value: 'AB123;CD456' });
    expect(parseEditorInput('barcode', 'ABCDEF', 'en', 'JrBarcode')).toEqual({
      ok: false,
      issues: [{ field: 'JrBarcode', code: 'validation.barcode.tooLong', params: { barcode: 'ABCDEF', max: 5 }, severity: 'error' }],
    });
    expect(codesOf('barcode', 'A1;a1')).toEqual(['validation.barcode.duplicate']);
  });

  it('a special-component part is at most 5, a texture, colour or odour part at most 10', () => {
    expect(parseEditorInput('specialComponent', 'ABCDE', 'en')).toEqual({ ok: true, value: 'ABCDE' });
    expect(codesOf('specialComponent', 'ABCDEF')).toEqual(['validation.tooLong']);
    expect(parseEditorInput('texture', '0123456789', 'en')).toEqual({ ok: true, value: '0123456789' });
    expect(codesOf('colour', '01234567890')).toEqual(['validation.tooLong']);
    expect(codesOf('twoLists', '01234567890')).toEqual(['validation.tooLong']);
  });

  it('a project code is at most 20', () => {
    expect(parseEditorInput('projectCode', 'P'.repeat(20), 'en')).toEqual({ ok: true, value: 'P'.repeat(20) });
    expect(codesOf('projectCode', 'P'.repeat(21))).toEqual(['validation.tooLong']);
  });

  it('booleans are true or false', () => {
    expect(parseEditorInput('boolean', 'TRUE', 'en')).toEqual({ ok: true, value: true });
    expect(parseEditorInput('boolean', 'false', 'en')).toEqual({ ok: true, value: false });
    expect(codesOf('boolean', 'yes')).toEqual(['validation.boolean']);
  });

  it('blank gives null for every kind; free text keeps its spaces', () => {
    expect(parseEditorInput('integer', '   ', 'en')).toEqual({ ok: true, value: null });
    expect(parseEditorInput('date', '', 'nl')).toEqual({ ok: true, value: null });
    expect(parseEditorInput('text', ' two  words ', 'en')).toEqual({ ok: true, value: ' two  words ' });
  });
});

describe('formatEditorValue', () => {
  it('shows dates in the language format and numbers with a dot', () => {
    expect(formatEditorValue('date', '2026-11-24T00:00:00', 'nl')).toBe('24-11-2026');
    expect(formatEditorValue('date', '2026-11-24T00:00:00', 'en')).toBe('2026-11-24');
    expect(formatEditorValue('datetime', '2026-11-24T14:05:09', 'nl')).toBe('24-11-2026 14:05:09');
    expect(formatEditorValue('decimal', -3.25, 'nl')).toBe('-3.25');
    expect(formatEditorValue('boolean', true, 'nl')).toBe('true');
  });

  it('shows a wire datetime in a read-only label like type 13, other labels as stored', () => {
    expect(formatEditorValue('label', '2026-11-24T10:00:00', 'nl')).toBe('24-11-2026 10:00:00');
    expect(formatEditorValue('label', 'B01', 'nl')).toBe('B01');
  });

  it('shows nothing for no value and an unreadable stored date as stored', () => {
    expect(formatEditorValue('text', null, 'en')).toBe('');
    expect(formatEditorValue('date', 'gisteren', 'nl')).toBe('gisteren');
  });
});
