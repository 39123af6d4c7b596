import { describe, expect, it } from 'vitest';
import { submitBlocker } from './submit-blocker';

describe('what stops a submit', () => {
  it('asks a visitor to log in first', () => {
    expect(submitBlocker(false, 'int main(){}')).toBe('loginFirst');
  });

  it('refuses empty code and code over 65535 characters', () => {
    expect(submitBlocker(true, '  \n ')).toBe('empty');
    expect(submitBlocker(true, 'x'.repeat(65_536))).toBe('tooLong');
    expect(submitBlocker(true, 'x'.repeat(65_535))).toBeUndefined();
  });
});
