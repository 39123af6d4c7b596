import {
  accountFieldMessages,
  accountRules,
  emailField,
  normaliseUsername,
  usernameIdentity,
  usernameProblem,
  type AccountFieldRule,
} from '@oj/shared';
import type { Lang } from '../../frame/lang';

/** An import row read and checked: what the new account will hold. */
export interface ImportDraft {
  /** 1 for the first row sent. */
  row: number;
  username: string;
  password: string;
  email: string;
  realname: string;
  gender: 'male' | 'female' | 'secrecy';
  nickname: string;
  school: string;
}

/** Why a row is refused: a field rule of registration, or a clash inside the file or with the site. */
export type ImportProblem =
  AccountFieldRule | 'usernameRepeatedInFile' | 'emailRepeatedInFile' | 'usernameTaken' | 'emailTaken';

export interface RowProblem {
  row: number;
  problem: ImportProblem;
}

const clashMessages: Record<Exclude<ImportProblem, AccountFieldRule>, Record<Lang, string>> = {
  usernameRepeatedInFile: {
    'zh-CN': '用户名在文件中重复',
    'en-US': 'the username appears twice in the file',
  },
  emailRepeatedInFile: { 'zh-CN': '邮箱在文件中重复', 'en-US': 'the email appears twice in the file' },
  usernameTaken: { 'zh-CN': '用户名已存在', 'en-US': 'the username already exists' },
  emailTaken: { 'zh-CN': '邮箱已被使用', 'en-US': 'the email is already used' },
};

/** Gender as the spec reads it: `male` or 0, `female` or 1, anything else secrecy. */
export function importGender(cell: string): ImportDraft['gender'] {
  const value = cell.trim().toLowerCase();
  if (value === 'male' || value === '0') return 'male';
  if (value === 'female' || value === '1') return 'female';
  return 'secrecy';
}

function fieldProblems(draft: ImportDraft): AccountFieldRule[] {
  const problems: AccountFieldRule[] = [];
  const name = usernameProblem(draft.username);
  if (name)
    problems.push(
      name === 'required'
        ? 'usernameRequired'
        : name === 'tooLong'
          ? 'usernameTooLong'
          : 'usernameCharacters',
    );
  if (draft.password.length === 0) problems.push('passwordRequired');
  else if (
    draft.password.length < accountRules.passwordMinLength ||
    draft.password.length > accountRules.passwordMaxLength
  )
    problems.push('passwordLength');
  if (draft.email && !emailField.safeParse(draft.email).success) problems.push('emailFormat');
  if ([...draft.realname].length > 50) problems.push('realnameTooLong');
  if ([...draft.nickname].length > 30) problems.push('nicknameTooLong');
  if ([...draft.school].length > 100) problems.push('schoolTooLong');
  return problems;
}

/**
 * Reads the rows of an import (`username, password, email, realname, gender, nickname, school`) and
 * finds every row that breaks a registration rule or repeats a username (as the same name in any
 * width or case) or an email of an earlier row. Whether a name is taken on the site is asked apart.
 */
export function readImportRows(rows: readonly (readonly string[])[]): {
  drafts: ImportDraft[];
  problems: RowProblem[];
} {
  const problems: RowProblem[] = [];
  const seenNames = new Set<string>();
  const seenEmails = new Set<string>();
  const drafts = rows.map((cells, index): ImportDraft => {
    const cell = (position: number) => (cells[position] ?? '').trim();
    const draft: ImportDraft = {
      row: index + 1,
      username: normaliseUsername(cells[0] ?? ''),
      // A password is kept as written: spaces may be part of it.
      password: cells[1] ?? '',
      email: cell(2),
      realname: cell(3),
      gender: importGender(cell(4)),
      nickname: cell(5),
      school: cell(6),
    };
    for (const problem of fieldProblems(draft)) problems.push({ row: draft.row, problem });
    const identity = usernameIdentity(draft.username);
    if (identity && seenNames.has(identity))
      problems.push({ row: draft.row, problem: 'usernameRepeatedInFile' });
    seenNames.add(identity);
    const email = draft.email.toLowerCase();
    if (email && seenEmails.has(email)) problems.push({ row: draft.row, problem: 'emailRepeatedInFile' });
    if (email) seenEmails.add(email);
    return draft;
  });
  return { drafts, problems };
}

/** The refusal's details in `lang`: one entry per row, its problems joined, rows in order. */
export function describeRowProblems(problems: readonly RowProblem[], lang: Lang): string {
  const byRow = new Map<number, string[]>();
  for (const { row, problem } of [...problems].sort((a, b) => a.row - b.row)) {
    const message =
      problem in clashMessages
        ? clashMessages[problem as keyof typeof clashMessages][lang]
        : accountFieldMessages[problem as AccountFieldRule][lang];
    byRow.set(row, [...(byRow.get(row) ?? []), message]);
  }
  const rowWord = lang === 'zh-CN' ? (row: number) => `第 ${row} 行` : (row: number) => `row ${row}`;
  const separator = lang === 'zh-CN' ? '；' : '; ';
  return [...byRow].map(([row, messages]) => `${rowWord(row)}: ${messages.join(', ')}`).join(separator);
}
