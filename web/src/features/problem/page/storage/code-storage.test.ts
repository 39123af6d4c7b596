import { describe, expect, it } from 'vitest';
import { problemCodeKey, readProblemCode, writeProblemCode } from './code-storage';
import { memoryStorage } from './memory-storage';

describe('code kept per problem', () => {
  it('keys code by problem, with none outside a contest', () => {
    expect(problemCodeKey('P1000')).toBe('problem-code:none:P1000');
    expect(problemCodeKey('P1000', 0)).toBe('problem-code:none:P1000');
    expect(problemCodeKey('A', 12)).toBe('problem-code:12:A');
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    const key = problemCodeKey('P1000');
    writeProblemCode(key, { language: 'C++', codeByLanguage: { 'C++': 'int main(){}' } }, storage);
    expect(readProblemCode(key, storage)).toEqual({
      language: 'C++',
      codeByLanguage: { 'C++': 'int main(){}' },
    });
  });

  it('treats a missing or broken entry as nothing stored', () => {
    const storage = memoryStorage();
    expect(readProblemCode('problem-code:none:P1', storage)).toBeNull();
    storage.setItem('problem-code:none:P1', '{broken');
    expect(readProblemCode('problem-code:none:P1', storage)).toBeNull();
    storage.setItem('problem-code:none:P1', '{"language":3}');
    expect(readProblemCode('problem-code:none:P1', storage)).toBeNull();
  });
});
