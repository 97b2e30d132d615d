import { describe, expect, it } from 'vitest';
import { lastChangedStamp, stampLastChanged, toPayloadDateTime, toPayloadJarDate } from '../../../../src/domain/dates/timestamps';
import { formatDisplayDate, parseDisplayDate } from '../../../../src/domain/dates/display-formats';

const moment = new Date(Date.UTC(2026, 10, 22, 22, 30, 5));

describe('payload dates (spec 01 section 5)', () => {
  it('writes YYYY-MM-DDTHH:mm:ss in UTC', () => {
    expect(toPayloadDateTime(moment)).toBe('2026-11-22T22:30:05');
  });

  it('sends jar dates as the date with T00:00:00', () => {
    expect(toPayloadJarDate(moment)).toBe('2026-11-22T00:00:00');
    expect(toPayloadJarDate('2026-03-01T13:14:15')).toBe('2026-03-01T00:00:00');
  });
});

describe('last-changed stamps (spec 01 section 4): UTC plus 3 hours', () => {
  it('adds three hours, crossing midnight', () => {
    expect(lastChangedStamp(moment)).toBe('2026-11-23T01:30:05');
  });

  it('stamps the named field and leaves the rest', () => {
    expect(stampLastChanged({ LaGuid: 'g', LaTo: 50 }, 'LaDateLastChanged', moment)).toEqual({
      LaGuid: 'g', LaTo: 50, LaDateLastChanged: '2026-11-23T01:30:05',
    });
  });
});

describe('display formats per language', () => {
  it('shows DD-MM-YYYY in Dutch and YYYY-MM-DD in English', () => {
    expect(formatDisplayDate('2026-03-01T00:00:00', 'nl')).toBe('01-03-2026');
    expect(formatDisplayDate('2026-03-01T00:00:00', 'en')).toBe('2026-03-01');
  });

  it('adds HH:mm:ss for datetimes', () => {
    expect(formatDisplayDate('2026-03-01T13:14:15', 'nl', true)).toBe('01-03-2026 13:14:15');
    expect(formatDisplayDate('2026-03-01T13:14:15', 'en', true)).toBe('2026-03-01 13:14:15');
    expect(formatDisplayDate('2026-03-01T13:14:15', 'de', true)).toBe('01.03.2026 13:14:15');
    expect(formatDisplayDate('2026-02-30', 'nl')).toBe('');
    expect(formatDisplayDate('2026-03-01T24:00:00', 'nl', true)).toBe('');
  });

  it('reads a typed date back, refusing impossible ones', () => {
    expect(parseDisplayDate('01-03-2026', 'nl')).toBe('2026-03-01');
    expect(parseDisplayDate('2026-03-01', 'nl')).toBe('2026-03-01');
    expect(parseDisplayDate('31-02-2026', 'nl')).toBeNull();
    expect(parseDisplayDate('01-03-2026 13:14:15', 'nl', true)).toBe('2026-03-01T13:14:15');
  });

  it('shows nothing for an empty or unreadable value', () => {
    expect(formatDisplayDate(null, 'nl')).toBe('');
    expect(formatDisplayDate('garbage', 'en')).toBe('');
  });
});
