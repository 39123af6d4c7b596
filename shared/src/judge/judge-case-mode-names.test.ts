import { describe, expect, it } from 'vitest';
import { judgeCaseModes } from './judge-status';
import { judgeCaseModeNamesIn } from './judge-case-mode-names';

describe('judgeCaseModeNamesIn', () => {
  it.each(['zh-CN', 'en-US'] as const)('gives every mode its own name in %s', (language) => {
    const names = judgeCaseModeNamesIn(language);
    expect(Object.keys(names).sort()).toEqual([...judgeCaseModes].sort());
    expect(new Set(Object.values(names)).size).toBe(judgeCaseModes.length);
  });
});
