import { describe, expect, it } from 'vitest';
import { testlibHintForAdmin, testlibHintForVerdict } from './testlib-hint';

const missing = 'checker.cpp:1:10: fatal error: testlib.h: No such file or directory';
const otherError = "checker.cpp:5:3: error: 'x' was not declared in this scope";

describe('the testlib hint', () => {
  it('tells a submission that the judge host lacks testlib.h when the compiler could not find it', () => {
    expect(testlibHintForVerdict(missing)).toBe(' testlib.h is not installed on this judge host.');
  });

  it('tells an admin to add testlib.h as an extra file, on a line of its own', () => {
    expect(testlibHintForAdmin(missing)).toBe(
      '\ntestlib.h is not installed on this judge host: add it as an extra file.',
    );
  });

  it('adds nothing for any other compile error', () => {
    expect(testlibHintForVerdict(otherError)).toBe('');
    expect(testlibHintForAdmin(otherError)).toBe('');
    expect(testlibHintForAdmin('testlib.h:10: error: expected ;')).toBe('');
  });
});
