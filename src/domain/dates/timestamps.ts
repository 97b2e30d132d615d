import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Dates and datetimes in payloads are 'YYYY-MM-DDTHH:mm:ss' (spec 01 section 5). */
const payloadDateTimeFormat = 'YYYY-MM-DDTHH:mm:ss';

/** Last-changed stamps are written as UTC plus 3 hours (spec 01 section 4 and 9). */
const lastChangedOffsetHours = 3;

/** A payload datetime string, e.g. '2026-11-22T16:52:45', from a moment in UTC. */
export function toPayloadDateTime(moment: Date): string {
  return dayjs.utc(moment).format(payloadDateTimeFormat);
}

/** Jar dates are sent as the date with 'T00:00:00' (spec 01 section 5). */
export function toPayloadJarDate(moment: Date | string): string {
  const day = typeof moment === 'string' ? moment.slice(0, 10) : dayjs.utc(moment).format('YYYY-MM-DD');
  return `${day}T00:00:00`;
}

/** The stamp for a last-changed field: now in UTC plus 3 hours, in the payload format. */
export function lastChangedStamp(now: Date = new Date()): string {
  return dayjs.utc(now).add(lastChangedOffsetHours, 'hour').format(payloadDateTimeFormat);
}

/** Returns a copy of `record` with its last-changed field (e.g. 'LaDateLastChanged') stamped. */
export function stampLastChanged<T extends object>(record: T, lastChangedField: string, now: Date = new Date()): T {
  return { ...record, [lastChangedField]: lastChangedStamp(now) };
}
