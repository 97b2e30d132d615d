import { describe, expect, it } from 'vitest';
import { defaultSessionLifetimeSeconds, sessionExpiry, tokenExpiry } from '../../../../src/domain/auth/session-lifetime';

describe('session lifetime (ASVS 3.3.2)', () => {
  const start = new Date('2026-11-25T08:00:00.000Z');

  it('ends a session 12 hours after sign-in by default', () => {
    expect(defaultSessionLifetimeSeconds).toBe(12 * 3600);
    expect(sessionExpiry(start, defaultSessionLifetimeSeconds).toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('never lets a token outlive its session, however late it is renewed', () => {
    const ends = sessionExpiry(start, defaultSessionLifetimeSeconds);
    expect(tokenExpiry(new Date('2026-11-25T09:00:00.000Z'), 900, ends).toISOString()).toBe('2026-11-25T09:15:00.000Z');
    expect(tokenExpiry(new Date('2026-11-25T19:55:00.000Z'), 900, ends).toISOString()).toBe('2026-11-25T20:00:00.000Z');
    expect(tokenExpiry(new Date('2026-11-25T19:55:00.000Z'), 30 * 24 * 3600, ends)).toEqual(ends);
  });
});
