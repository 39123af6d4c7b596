import { describe, expect, it } from 'vitest';
import {
  contestAcArchiveTree,
  newestPerUserAndProblem,
  safeName,
  sourceExtension,
} from './contest-ac-archive';

describe('names inside the contest zip', () => {
  it.each([
    ['alice', 'alice'],
    ['../../etc/passwd', '_._.._etc_passwd'],
    ['..', '_.'],
    ['.hidden', '_hidden'],
    ['a/b\\c', 'a_b_c'],
    ['张三', '张三'],
    ['tab\there', 'tab_here'],
    ['', '_'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%j becomes %j', (text, expected) => {
    expect(safeName(text)).toBe(expected);
    expect(safeName(text)).not.toMatch(/[/\\]|^\./);
  });

  it.each([
    ['C++ 17 With O2', 'cpp'],
    ['C', 'c'],
    ['C With O2', 'c'],
    ['Python3', 'py'],
    ['Java', 'java'],
    ['JavaScript Node', 'js'],
    ['Golang', 'go'],
    ['Brainfuck', 'txt'],
  ])('gives %s sources the extension .%s', (language, extension) => {
    expect(sourceExtension(language)).toBe(extension);
  });
});

describe('the answers the zip holds', () => {
  const answer = (uid: string, pid: number, submitId: number) => ({
    uid,
    username: uid,
    pid,
    displayPid: String.fromCharCode(64 + pid),
    submitId,
    language: 'C++',
    code: `// ${submitId}`,
    submitTime: '2030-01-01T10:00:00.000Z',
  });

  it("keeps each contestant's newest accepted answer per problem", () => {
    const kept = newestPerUserAndProblem([
      answer('u', 1, 5),
      answer('u', 1, 9),
      answer('u', 2, 6),
      answer('v', 1, 7),
    ]);
    expect(kept.map((one) => one.submitId)).toEqual([6, 7, 9]);
  });

  it('lays the answers out in a folder per user or per problem, named with the submit id', () => {
    const answers = [answer('u', 1, 5), answer('v', 2, 6)];
    expect(Object.keys(contestAcArchiveTree(answers, 'user')).sort()).toEqual(['u', 'v']);
    expect(Object.keys(contestAcArchiveTree(answers, 'user').u ?? {})).toEqual(['A_5.cpp']);
    expect(Object.keys(contestAcArchiveTree(answers, 'problem').B ?? {})).toEqual(['v_6.cpp']);
  });
});
