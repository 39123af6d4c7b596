import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-snapshot';

describe('cachedFor', () => {
  it('loads once while fresh and again once stale', async () => {
    let loads = 0;
    const get = cachedFor(1000, async () => ++loads);
    expect(await get(0)).toBe(1);
    expect(await get(999)).toBe(1);
    expect(await get(1001)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let attempt = 0;
    const get = cachedFor(1000, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('table busy');
      return attempt;
    });
    await expect(get(0)).rejects.toThrow('table busy');
    expect(await get(1)).toBe(2);
  });
});
