import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { instanceIdOf } from './instance-identity';

describe('the instance id', () => {
  it("is a Lambda execution environment's id, read from its log stream name", () => {
    expect(instanceIdOf('2026/05/01/[$LATEST]0123456789abcdef0123456789abcdef')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(instanceIdOf('2026/05/01/[12]ab12')).toBe('ab12');
  });

  it('is the host and process where there is no such stream (the local stack)', () => {
    expect(instanceIdOf('local')).toBe(`${os.hostname()}-${process.pid}`);
    expect(instanceIdOf('')).toBe(`${os.hostname()}-${process.pid}`);
  });
});
