import { describe, expect, it } from 'vitest';
import { isLocalToolRequest, isLoopbackHost } from './loopback-guard';

describe('the loopback guard', () => {
  it('accepts the loopback names with the right port', () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST:8080']) {
      expect(isLoopbackHost(host, 8080)).toBe(true);
    }
  });

  it('refuses other names, other ports and a missing Host (DNS rebinding)', () => {
    for (const host of ['evil.example:8080', 'localhost:8081', 'localhost', '127.0.0.2:8080', undefined]) {
      expect(isLoopbackHost(host, 8080)).toBe(false);
    }
    expect(isLoopbackHost('localhost', 80)).toBe(true);
  });

  it('refuses requests a browser sent to an emulator', () => {
    expect(isLocalToolRequest({ host: '127.0.0.1:4566' }, 4566)).toBe(true);
    expect(isLocalToolRequest({ host: '127.0.0.1:4566', origin: 'http://evil.example' }, 4566)).toBe(false);
  });
});
