import { localLanguageCatalogue } from '@oj/shared/domain/language-catalogue';
import { problemDefaults } from '@oj/shared/domain/problem';
import type { judgeModes } from '@oj/shared/api/admin-problem-form';
import type { JudgeCaseMode } from '@oj/shared/judge/judge-status';

/* What the problem form holds while it is edited: texts as typed, so a half-typed score stays on screen. */

export type JudgeMode = (typeof judgeModes)[number];

/** A test case row: file names (upload mode) or contents (manual mode), score and group as typed. */
export interface CaseRow {
  input: string;
  output: string;
  score: string;
  groupNum: string;
}

export interface TemplateRow {
  language: string;
  code: string;
  status: boolean;
}

/** An existing tag (with its id) or a new one (name only). */
export interface TagChoice {
  id?: number;
  name: string;
}

export interface ProblemFormValues {
  /** pid when editing. */
  id?: number;
  problemId: string;
  title: string;
  author: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: { input: string; output: string }[];
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: 0 | 1;
  auth: 1 | 2 | 3;
  codeShare: boolean;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFile: Record<string, string>;
  judgeExtraFile: Record<string, string>;
  languages: string[];
  codeTemplates: TemplateRow[];
  tags: TagChoice[];
  isUploadTestCase: boolean;
  /** The staging folder of the last zip uploaded in this visit. */
  uploadTestcaseDir?: string;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
}

/** Languages of this site's judge, in display order: the choices of the languages field. */
export const formLanguages = localLanguageCatalogue.map((language) => language.name);

/** The spec's defaults (§9): 1000 ms, 256 MB, stack 128 MB, every language, one empty sample and case. */
export function emptyProblemForm(): ProblemFormValues {
  return {
    problemId: '',
    title: '',
    author: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [{ input: '', output: '' }],
    timeLimit: problemDefaults.timeLimitMs,
    memoryLimit: problemDefaults.memoryLimitMb,
    stackLimit: problemDefaults.stackLimitMb,
    difficulty: problemDefaults.difficulty,
    type: 0,
    auth: 1,
    codeShare: true,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: '',
    spjLanguage: problemDefaults.spjLanguage,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFile: {},
    judgeExtraFile: {},
    languages: [...formLanguages],
    codeTemplates: [],
    tags: [],
    isUploadTestCase: true,
    uploadedCases: [],
    manualCases: [{ input: '', output: '', score: '', groupNum: '' }],
  };
}

/** Judge case modes each type allows (spec document 3, §5). */
export const judgeCaseModesByType: Record<0 | 1, readonly JudgeCaseMode[]> = {
  0: ['default', 'ergodic_without_error'],
  1: ['default', 'subtask_lowest', 'subtask_average'],
};

export const isSubtaskMode = (mode: JudgeCaseMode) => mode === 'subtask_lowest' || mode === 'subtask_average';

/** 100 points over `count` cases: even shares, the remainder one point each to the last cases. */
export function splitHundredPoints(count: number): number[] {
  if (count <= 0) return [];
  const share = Math.floor(100 / count);
  const remainder = 100 - share * count;
  return Array.from({ length: count }, (_, index) => share + (index >= count - remainder ? 1 : 0));
}

/** The cases with OI scores split evenly (switching to OI, a new zip in OI), or cleared for ACM. */
export function withTypeScores(cases: readonly CaseRow[], type: 0 | 1): CaseRow[] {
  const scores = splitHundredPoints(cases.length);
  return cases.map((row, index) => ({ ...row, score: type === 1 ? String(scores[index]) : '' }));
}

/** The cases the form saves: the uploaded list or the typed ones. */
export function activeCases(values: ProblemFormValues): CaseRow[] {
  return values.isUploadTestCase ? values.uploadedCases : values.manualCases;
}

/** The program a compile succeeded for, so a later change asks for a new compile. */
export function checkerFingerprint(
  values: Pick<ProblemFormValues, 'spjCode' | 'spjLanguage' | 'judgeExtraFile'>,
) {
  return JSON.stringify([values.spjLanguage, values.spjCode, values.judgeExtraFile]);
}
