import { describe, expect, it } from 'vitest';
import { serverClockOffset } from './use-server-clock';

describe('the server clock offset', () => {
  it('is the server time of an answer minus the browser time it arrived at', () => {
    const arrived = Date.parse('2030-01-01T00:00:00.000Z');
    expect(serverClockOffset('2030-01-01T00:00:05.000Z', arrived)).toBe(5000);
    expect(serverClockOffset('2029-12-31T23:59:58.000Z', arrived)).toBe(-2000);
  });

  it('is zero for a server time it cannot read', () => {
    expect(serverClockOffset('soon', 0)).toBe(0);
  });
});
