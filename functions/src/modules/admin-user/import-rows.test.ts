import { describe, expect, it } from 'vitest';
import { describeRowProblems, importGender, readImportRows } from './import-rows';

describe('reading import rows', () => {
  it('reads a good row with every column, the gender as the spec maps it', () => {
    const { drafts, problems } = readImportRows([
      ['alice', 'secret123', 'alice@example.com', 'Alice Li', 'female', 'Al', 'No. 1 School'],
    ]);
    expect(problems).toEqual([]);
    expect(drafts[0]).toMatchObject({
      row: 1,
      username: 'alice',
      email: 'alice@example.com',
      realname: 'Alice Li',
      gender: 'female',
      nickname: 'Al',
      school: 'No. 1 School',
    });
  });

  it('maps male or 0 to male, female or 1 to female and anything else to secrecy', () => {
    expect(['male', '0', 'MALE', 'female', '1', '', 'x', '2'].map(importGender)).toEqual([
      'male',
      'male',
      'male',
      'female',
      'female',
      'secrecy',
      'secrecy',
      'secrecy',
    ]);
  });

  it('needs only the username and the password', () => {
    expect(readImportRows([['bob', 'secret123']]).problems).toEqual([]);
  });

  it('names the row of each broken registration rule', () => {
    const { problems } = readImportRows([
      ['ok1', 'secret123'],
      ['', 'secret123'],
      ['bad name', 'secret123'],
      ['carol', ''],
      ['dave', '123'],
      ['erin', 'secret123', 'not-an-email'],
      ['a'.repeat(21), 'secret123'],
    ]);
    expect(problems).toEqual([
      { row: 2, problem: 'usernameRequired' },
      { row: 3, problem: 'usernameCharacters' },
      { row: 4, problem: 'passwordRequired' },
      { row: 5, problem: 'passwordLength' },
      { row: 6, problem: 'emailFormat' },
      { row: 7, problem: 'usernameTooLong' },
    ]);
  });

  it('refuses a username or an email that an earlier row of the file already has, in any case', () => {
    const { problems } = readImportRows([
      ['frank', 'secret123', 'f@example.com'],
      ['Frank', 'secret123', 'F@example.com'],
    ]);
    expect(problems).toEqual([
      { row: 2, problem: 'usernameRepeatedInFile' },
      { row: 2, problem: 'emailRepeatedInFile' },
    ]);
  });

  it('describes the problems row by row in both languages', () => {
    const problems = [
      { row: 7, problem: 'usernameTaken' as const },
      { row: 3, problem: 'passwordLength' as const },
      { row: 3, problem: 'emailFormat' as const },
    ];
    expect(describeRowProblems(problems, 'en-US')).toBe(
      'row 3: The password must have 6 to 20 characters, The email format is incorrect; row 7: the username already exists',
    );
    expect(describeRowProblems(problems, 'zh-CN')).toBe(
      '第 3 行: 密码长度应为 6 到 20 个字符, 邮箱格式不正确；第 7 行: 用户名已存在',
    );
  });
});
