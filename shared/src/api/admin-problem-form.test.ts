import { describe, expect, it } from 'vitest';
import {
  examplesFromText,
  examplesToText,
  extraFilesInput,
  problemPayloadSchema,
} from './admin-problem-form';

describe('the examples text', () => {
  it('turns pairs into the spec text and back', () => {
    const pairs = [
      { input: '1 2', output: '3' },
      { input: 'a\nb', output: '' },
    ];
    const text = examplesToText(pairs);
    expect(text).toBe('<input>1 2</input><output>3</output><input>a\nb</input><output></output>');
    expect(examplesFromText(text)).toEqual(pairs);
    expect(examplesFromText('no examples here')).toEqual([]);
  });
});

describe('extra files', () => {
  it('reads a JSON text, an object, or nothing', () => {
    expect(extraFilesInput.parse('{"a.h":"int x;"}')).toEqual({ 'a.h': 'int x;' });
    expect(extraFilesInput.parse({ 'b.txt': 'hi' })).toEqual({ 'b.txt': 'hi' });
    expect(extraFilesInput.parse(null)).toEqual({});
    expect(extraFilesInput.parse('')).toEqual({});
  });

  it('refuses text that is not JSON and names that could leave the folder', () => {
    expect(extraFilesInput.safeParse('{oops').success).toBe(false);
    expect(extraFilesInput.safeParse({ '../etc': 'x' }).success).toBe(false);
    expect(extraFilesInput.safeParse({ '..': 'x' }).success).toBe(false);
  });
});

describe('the problem payload', () => {
  it("fills the spec's defaults, also where the form sends null", () => {
    const payload = problemPayloadSchema.parse({
      problem: { problemId: 'P1', title: 'T', timeLimit: null, spjLanguage: null, examples: null },
      samples: null,
      languages: ['C', { name: 'Java' }],
    });
    expect(payload.problem).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      auth: 1,
      type: 0,
      codeShare: true,
      spjLanguage: 'C',
      judgeCaseMode: 'default',
      examples: [],
    });
    expect(payload.samples).toEqual([]);
    expect(payload.languages).toEqual(['C', 'Java']);
    expect(payload.isUploadTestCase).toBe(false);
  });

  it('refuses a time limit over 30 seconds', () => {
    const result = problemPayloadSchema.safeParse({ problem: { timeLimit: 30_001 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['problem', 'timeLimit']);
  });
});
