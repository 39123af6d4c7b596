import { describe, expect, it } from 'vitest';
import { problemPayloadSchema } from '@oj/shared/api/admin-problem-form';
import { fieldOfServerMessage, problemFormProblems } from './problem-form-rules';
import { checkerFingerprint, emptyProblemForm, type ProblemFormValues } from './problem-form-values';
import { toProblemPayload } from './problem-payload';

/** A form the server would accept: the statement, one uploaded case, C only with a template. */
function validForm(change: Partial<ProblemFormValues> = {}): ProblemFormValues {
  return {
    ...emptyProblemForm(),
    problemId: 'T1001',
    title: 'A+B',
    input: 'two numbers',
    output: 'their sum',
    languages: ['C'],
    codeTemplates: [{ language: 'C', code: 'int main(){}', status: true }],
    uploadTestcaseDir: '3f0c1c7e-6d0e-4a51-9a43-3d6f1c2b9b11',
    uploadedCases: [{ input: '1.in', output: '1.out', score: '', groupNum: '' }],
    ...change,
  };
}
const keysOf = (values: ProblemFormValues, compiled: string | null = null) =>
  Object.fromEntries(
    Object.entries(problemFormProblems(values, compiled)).map(([field, p]) => [field, p?.key]),
  );

describe('the problem form rules', () => {
  it('find nothing wrong with a complete form, whose payload shared’s schema accepts', () => {
    expect(keysOf(validForm())).toEqual({});
    expect(problemPayloadSchema.safeParse(toProblemPayload(validForm())).success).toBe(true);
  });

  it('require the display id, the title and the input and output descriptions', () => {
    const problems = keysOf(validForm({ problemId: ' ', title: '', input: '', output: '' }));
    expect(problems).toMatchObject({
      problemId: 'required',
      title: 'required',
      input: 'required',
      output: 'required',
    });
    expect(keysOf(validForm({ problemId: 'P 1' })).problemId).toBe('displayIdChars');
  });

  it('check the limits by shared’s schema', () => {
    expect(keysOf(validForm({ timeLimit: 40_000 })).timeLimit).toBe('invalid');
    expect(keysOf(validForm({ memoryLimit: 0 })).memoryLimit).toBe('invalid');
  });

  it('need both file names for file IO, a language, and no empty enabled template', () => {
    expect(keysOf(validForm({ isFileIO: true, ioReadFileName: 'a.in' })).fileIO).toBe('fileIONames');
    expect(keysOf(validForm({ languages: [] })).languages).toBe('languageNeeded');
    const empty = validForm({ codeTemplates: [{ language: 'C', code: ' ', status: true }] });
    expect(problemFormProblems(empty, null).codeTemplates).toEqual({
      key: 'templateEmpty',
      params: { language: 'C' },
    });
    expect(keysOf(validForm({ codeTemplates: [{ language: 'C', code: '', status: false }] }))).toEqual({});
  });

  it('need the checker code and a successful compile of exactly that program', () => {
    expect(keysOf(validForm({ judgeMode: 'spj' })).spjCode).toBe('checkerCodeNeeded');
    const spj = validForm({ judgeMode: 'spj', spjCode: 'int main(){}' });
    expect(keysOf(spj).spjCode).toBe('compileFirst');
    expect(keysOf(spj, checkerFingerprint(spj))).toEqual({});
  });

  it('check OI scores as integers of at least 0 and subtask group numbers, naming the case', () => {
    const oi = (score: string, change: Partial<ProblemFormValues> = {}) =>
      problemFormProblems(
        validForm({
          type: 1,
          uploadedCases: [{ input: '1.in', output: '1.out', score, groupNum: '' }],
          ...change,
        }),
        null,
      ).cases;
    expect(oi('1.5')).toEqual({ key: 'scoreInteger', params: { number: 1 } });
    expect(oi('-1')).toEqual({ key: 'scoreNotNegative', params: { number: 1 } });
    expect(oi('100')).toBeUndefined();
    expect(oi('100', { judgeCaseMode: 'subtask_lowest' })).toEqual({
      key: 'groupNumRequired',
      params: { number: 1 },
    });
  });

  it('need uploaded cases, or typed cases each with an input or an output', () => {
    expect(keysOf(validForm({ uploadedCases: [] })).cases).toBe('uploadCases');
    const manual = validForm({
      isUploadTestCase: false,
      manualCases: [{ input: '', output: '', score: '', groupNum: '' }],
    });
    expect(keysOf(manual).cases).toBe('caseEmpty');
  });

  it('read the field a server message names', () => {
    expect(fieldOfServerMessage('problem.title is required')).toBe('title');
    expect(fieldOfServerMessage('Code template of the language cannot be empty: C')).toBe('codeTemplates');
    expect(fieldOfServerMessage('Do not add duplicate tags: dp')).toBe('tags');
    expect(fieldOfServerMessage('Score must be an integer (test case 2)')).toBe('cases');
    expect(fieldOfServerMessage('The problem id already exists (letter case aside): P1')).toBe('problemId');
    expect(fieldOfServerMessage('该题目展示ID已存在（不区分大小写）：P1')).toBe('problemId');
    expect(fieldOfServerMessage('该语言的代码模板不能为空：C')).toBe('codeTemplates');
    expect(fieldOfServerMessage('请勿添加重复的标签：dp')).toBe('tags');
    expect(fieldOfServerMessage('特殊判题或交互程序尚未编译成功，请先编译')).toBe('spjCode');
    expect(fieldOfServerMessage('分数必须是整数（测试点 2）')).toBe('cases');
    expect(fieldOfServerMessage('The judge is busy')).toBeUndefined();
  });

  it('read the field from the request field a refusal names, before its words', () => {
    expect(fieldOfServerMessage('请填写题目标题', 'problem.title')).toBe('title');
    expect(
      fieldOfServerMessage('Test case input (item 2) can have at most 9 characters', 'samples.1.input'),
    ).toBe('cases');
    expect(fieldOfServerMessage('Tags can have at most 3 items', 'tags')).toBe('tags');
  });
});
