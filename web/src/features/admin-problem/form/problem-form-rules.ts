import { problemPayloadSchema } from '@oj/shared/api/admin-problem-form';
import { activeCases, isSubtaskMode, type ProblemFormValues } from './problem-form-values';
import { toProblemPayload } from './problem-payload';

/**
 * The problem form's rules, checked in the browser before the save, as the server checks them (spec
 * document 3, §5 "Group problem submit" and "Admin rules"; docs/api/admin-problem.md): the limits and
 * enumerations by shared's own payload schema, then the form rules. The server stays the authority.
 * Each problem is an i18n key under `admin-problem.form.rules`, by the field it belongs to.
 */
export type FormProblem = { key: string; params?: Record<string, string | number> };
export type FormProblems = Partial<Record<string, FormProblem>>;

const displayIdPattern = /^[A-Za-z0-9_-]+$/;

function caseProblems(values: ProblemFormValues, problems: FormProblems): void {
  const cases = activeCases(values);
  if (cases.length === 0) {
    problems.cases = { key: values.isUploadTestCase ? 'uploadCases' : 'manualCaseNeeded' };
    return;
  }
  cases.forEach((row, index) => {
    const number = index + 1;
    if (!values.isUploadTestCase && row.input === '' && row.output === '')
      problems.cases ??= { key: 'caseEmpty', params: { number } };
    if (values.type === 1) {
      const score = row.score.trim();
      if (!/^-?\d+$/.test(score)) problems.cases ??= { key: 'scoreInteger', params: { number } };
      else if (Number(score) < 0) problems.cases ??= { key: 'scoreNotNegative', params: { number } };
    }
    if (isSubtaskMode(values.judgeCaseMode) && !/^[1-9]\d*$/.test(row.groupNum.trim()))
      problems.cases ??= { key: 'groupNumRequired', params: { number } };
  });
}

export function problemFormProblems(
  values: ProblemFormValues,
  compiledFingerprint: string | null,
): FormProblems {
  const problems: FormProblems = {};
  const parsed = problemPayloadSchema.safeParse(toProblemPayload(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] === 'problem' ? issue.path[1] : issue.path[0]);
      problems[field] ??= { key: 'invalid', params: { reason: issue.message } };
    }
  if (!values.problemId.trim()) problems.problemId = { key: 'required' };
  else if (!displayIdPattern.test(values.problemId.trim())) problems.problemId = { key: 'displayIdChars' };
  for (const field of ['title', 'input', 'output'] as const)
    if (!values[field].trim()) problems[field] = { key: 'required' };
  if (values.isFileIO && (!values.ioReadFileName.trim() || !values.ioWriteFileName.trim()))
    problems.fileIO = { key: 'fileIONames' };
  if (values.languages.length === 0) problems.languages = { key: 'languageNeeded' };
  const emptyTemplate = values.codeTemplates.find(
    (template) => template.status && values.languages.includes(template.language) && !template.code.trim(),
  );
  if (emptyTemplate)
    problems.codeTemplates = { key: 'templateEmpty', params: { language: emptyTemplate.language } };
  if (values.judgeMode !== 'default') {
    if (!values.spjCode.trim()) problems.spjCode = { key: 'checkerCodeNeeded' };
    else if (compiledFingerprint === null) problems.spjCode = { key: 'compileFirst' };
  }
  caseProblems(values, problems);
  return problems;
}

/**
 * The field a server refusal is about, read from its message in either language (the server answers
 * in the interface's language; `functions/src/frame/errors/admin-problem.ts` and `admin-tag.ts`).
 */
const serverMessageFields: readonly [RegExp, string][] = [
  [/problem id|展示ID/i, 'problemId'],
  [/file io|文件 IO/i, 'fileIO'],
  [/judge case mode|评测模式/i, 'judgeCaseMode'],
  [/code template|代码模板/i, 'codeTemplates'],
  [/language|语言/i, 'languages'],
  [/\btag|标签/i, 'tags'],
  [/special judge|interactive|特殊判题|交互/i, 'spjCode'],
  [/test case|sample|score|group|测试点|测试样例|测试数据|分数|分组/i, 'cases'],
];

/** The body's list fields (as `data.field` of a refusal names them) → the form's section for them. */
const requestListFields: Readonly<Record<string, string>> = {
  samples: 'cases',
  codeTemplates: 'codeTemplates',
  languages: 'languages',
  tags: 'tags',
};

/** The field a refusal is about: the request field it names (`problem.title`), else read from its words. */
export function fieldOfServerMessage(message: string, requestField?: string): string | undefined {
  const named = /^problem\.(\w+)/.exec(requestField ?? '')?.[1] ?? /\bproblem\.(\w+)/.exec(message)?.[1];
  if (named) return named;
  const list = requestListFields[requestField?.split('.')[0] ?? ''];
  if (list) return list;
  return serverMessageFields.find(([pattern]) => pattern.test(message))?.[1];
}
