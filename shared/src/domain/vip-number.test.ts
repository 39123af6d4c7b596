import { describe, expect, it } from 'vitest';
import { isVipNumber } from './vip-number';

describe('isVipNumber', () => {
  it('accepts vip1, vip2 and vip3 and nothing else', () => {
    expect(['vip1', 'vip2', 'vip3'].every(isVipNumber)).toBe(true);
    expect(['', 'vip', 'vip4', 'VIP1', ' vip1', null, undefined, 1].some(isVipNumber)).toBe(false);
  });
});
