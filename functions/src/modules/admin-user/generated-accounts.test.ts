import { describe, expect, it } from 'vitest';
import { generatedUsernames, numericPassword } from './generated-accounts';

describe('generated accounts', () => {
  it('names one account per number from start to end, between prefix and suffix', () => {
    expect(generatedUsernames('s', '_2026', 8, 11)).toEqual(['s8_2026', 's9_2026', 's10_2026', 's11_2026']);
    expect(generatedUsernames('', '', 5, 5)).toEqual(['5']);
  });

  it('makes passwords of exactly the asked number of digits', () => {
    for (const length of [6, 13, 25]) expect(numericPassword(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it('does not repeat passwords', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => numericPassword(12)));
    expect(passwords.size).toBe(200);
  });
});
