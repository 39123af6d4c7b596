import { describe, expect, it } from 'vitest';
import { normaliseUsername, usernameIdentity, usernameProblem } from './account-rules';

describe('normaliseUsername', () => {
  it('turns full-width look-alikes into the plain letters they stand for', () => {
    expect(normaliseUsername('ｒｏｏｔ')).toBe('root');
    expect(normaliseUsername(' Ｓtudent１ ')).toBe('Student1');
  });
});

describe('usernameIdentity', () => {
  it('makes names that differ only by width or case the same name', () => {
    expect(usernameIdentity('ＲＯＯＴ')).toBe(usernameIdentity('root'));
    expect(usernameIdentity('Teacher')).toBe('teacher');
  });
});

describe('usernameProblem', () => {
  it('accepts ASCII letters, digits, Chinese characters and _ - . inside the name', () => {
    for (const name of ['root', 'student1', 'a_b-c.d', '张三', 'li四2024', 'ｒｏｏｔ2']) {
      expect(usernameProblem(name)).toBeNull();
    }
  });

  it('refuses zero-width, control and right-to-left override characters', () => {
    for (const name of [
      'ro\u200bot',
      'root\u200d',
      'ro\u0000ot',
      'a\u0007b',
      'abc\u202Egnp.exe',
      '\u2066x',
    ]) {
      expect(usernameProblem(name)).toBe('characters');
    }
  });

  it('refuses markup, spaces and letters of other scripts that pass for Latin ones', () => {
    for (const name of ['<b>x</b>', 'a&b', 'o"neil', "o'neil", 'two words', 'rооt', 'ΑΒΓ', '.hidden', '-x']) {
      expect(usernameProblem(name)).toBe('characters');
    }
  });

  it('counts the length after normalising, in characters', () => {
    expect(usernameProblem('')).toBe('required');
    expect(usernameProblem('   ')).toBe('required');
    expect(usernameProblem('张'.repeat(20))).toBeNull();
    expect(usernameProblem('a'.repeat(21))).toBe('tooLong');
  });
});
