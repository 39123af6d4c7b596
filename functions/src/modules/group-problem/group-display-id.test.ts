import { describe, expect, it } from 'vitest';
import { problemLimits } from '@oj/shared';
import { shownDisplayId, storedDisplayId } from './group-display-id';

describe('a group problem display id', () => {
  it('is stored with the group short name in front', () => {
    expect(storedDisplayId('class1', '001')).toBe('class1001');
  });

  it('is shown without the short name, whatever its case', () => {
    expect(shownDisplayId('class1', 'class1001')).toBe('001');
    expect(shownDisplayId('class1', 'CLASS1001')).toBe('001');
  });

  it('is shown whole when it does not start with the short name', () => {
    expect(shownDisplayId('class1', 'P1000')).toBe('P1000');
  });

  it('stays empty when none is given, for the form rule to name it', () => {
    expect(storedDisplayId('class1', '  ')).toBe('');
  });

  it('is refused when the short name makes it too long', () => {
    expect(() => storedDisplayId('class12345', 'x'.repeat(problemLimits.problemIdMaxLength))).toThrow(
      expect.objectContaining({ errorName: 'groupProblemIdTooLong' }),
    );
  });
});
