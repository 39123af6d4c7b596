import * as z from 'zod';

/** A programming language as the site shows it; how the judge runs it lives in judge-fargate. */
export const languageSchema = z.object({
  id: z.number().int(),
  /** Display and submission name, e.g. `C++ 17 With O2`. */
  name: z.string(),
  /** Compiler or runtime description, e.g. `G++ 12.2.0 -std=c++17 -O2`. */
  description: z.string(),
  /** Editor mode, a MIME type such as `text/x-c++src`. */
  contentType: z.string(),
  /** Code placed in the editor for a new problem. */
  codeTemplate: z.string(),
  /** Whether the language may be used for special judge and interactor programs. */
  isSpj: z.boolean(),
  /** The judging source: `ME` for this site's own judge, or a remote judge such as `CF`. */
  oj: z.string(),
  /** Order in lists. */
  seq: z.number().int(),
  /** False when no judge worker has the compiler or runtime installed. */
  available: z.boolean(),
});

export type Language = z.infer<typeof languageSchema>;

export const localJudgeSource = 'ME';
