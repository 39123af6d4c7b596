import type { z } from 'zod';
import type { adminGetProblem } from '@oj/shared/api/admin-problem';
import { examplesFromText, type problemPayloadSchema } from '@oj/shared/api/admin-problem-form';
import type { JudgeCaseMode } from '@oj/shared/judge/judge-status';
import { activeCases, emptyProblemForm, type CaseRow, type ProblemFormValues } from './problem-form-values';

/* The one place the form's values become the save payload, and the edit call's answer becomes values. */

export type ProblemPayloadInput = z.input<typeof problemPayloadSchema>;

/** A typed score or group: a number when it reads as one, else the text (the server names what is wrong). */
const typedNumber = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

export function toProblemPayload(values: ProblemFormValues): ProblemPayloadInput {
  const cases = activeCases(values).map((row) => ({
    input: row.input,
    output: row.output,
    score: values.type === 1 ? typedNumber(row.score) : 0,
    groupNum: typedNumber(row.groupNum),
  }));
  const fileIO = values.isFileIO;
  return {
    problem: {
      id: values.id,
      problemId: values.problemId.trim(),
      title: values.title.trim(),
      author: values.author.trim() || undefined,
      description: values.description,
      input: values.input,
      output: values.output,
      hint: values.hint,
      source: values.source,
      examples: values.examples.filter((example) => example.input !== '' || example.output !== ''),
      timeLimit: values.timeLimit,
      memoryLimit: values.memoryLimit,
      stackLimit: values.stackLimit,
      difficulty: values.difficulty,
      type: values.type,
      auth: values.auth,
      codeShare: values.codeShare,
      isFileIO: fileIO,
      ioReadFileName: fileIO ? values.ioReadFileName.trim() : undefined,
      ioWriteFileName: fileIO ? values.ioWriteFileName.trim() : undefined,
      judgeMode: values.judgeMode,
      judgeCaseMode: values.judgeCaseMode,
      spjCode: values.judgeMode === 'default' ? undefined : values.spjCode,
      spjLanguage: values.spjLanguage,
      isRemoveEndBlank: values.isRemoveEndBlank,
      openCaseResult: values.openCaseResult,
      userExtraFile: values.userExtraFile,
      judgeExtraFile: values.judgeMode === 'default' ? {} : values.judgeExtraFile,
    },
    samples: cases,
    codeTemplates: values.codeTemplates
      .filter((template) => values.languages.includes(template.language))
      .map((template) => ({ language: template.language, code: template.code, status: template.status })),
    tags: values.tags.map((tag) => (tag.id === undefined ? { name: tag.name } : { id: tag.id })),
    languages: values.languages,
    isUploadTestCase: values.isUploadTestCase,
    uploadTestcaseDir: values.isUploadTestCase ? values.uploadTestcaseDir : undefined,
    judgeMode: values.judgeMode,
  };
}

const extraFilesOf = (text: string | null): Record<string, string> => {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The edit form's answer as form values; cases go to the list of their mode. */
export function valuesFromAdminProblem(
  answer: z.output<(typeof adminGetProblem)['response']>,
): ProblemFormValues {
  const { problem } = answer;
  const cases: CaseRow[] = answer.samples.map((sample) => ({
    input: sample.input,
    output: sample.output,
    score: problem.type === 1 ? String(sample.score) : '',
    groupNum: sample.groupNum ? String(sample.groupNum) : '',
  }));
  const examples = examplesFromText(problem.examples);
  return {
    ...emptyProblemForm(),
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author ?? '',
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    source: problem.source,
    examples: examples.length > 0 ? examples : [{ input: '', output: '' }],
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    codeShare: problem.codeShare,
    judgeMode: answer.judgeMode,
    judgeCaseMode: problem.judgeCaseMode as JudgeCaseMode,
    spjCode: problem.spjCode ?? '',
    spjLanguage: problem.spjLanguage,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    userExtraFile: extraFilesOf(problem.userExtraFile),
    judgeExtraFile: extraFilesOf(problem.judgeExtraFile),
    languages: answer.languages,
    codeTemplates: answer.codeTemplates.map((t) => ({
      language: t.language,
      code: t.code,
      status: t.status,
    })),
    tags: answer.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    isUploadTestCase: answer.isUploadTestCase,
    uploadedCases: answer.isUploadTestCase ? cases : [],
    manualCases: answer.isUploadTestCase ? emptyProblemForm().manualCases : cases,
  };
}
