import { describe, expect, it } from 'vitest';
import { throttleAddress } from '../../../server/services/client-address';

describe('the address a client is throttled by (ASVS 2.2.1)', () => {
  it('keeps an IPv4 address, also when IPv6 wraps it', () => {
    expect(throttleAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('takes an IPv6 address by its /64, so one subscriber cannot step through its own network', () => {
    expect(throttleAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});
