import { randomUUID } from 'node:crypto';
import type { QuizPaper } from '@oj/shared/domain/quiz';
import { logInAsRoot, registerUser } from './accounts';
import { apiCall } from './api-call';

/* Problems and users of the problem page's and the contests' browser tests, made through the API as an admin and a user would. */

/** A new ordinary user, registered with the mailed code and logged in. */
export async function registeredUser() {
  const username = `pp${randomUUID().slice(0, 8)}`;
  return registerUser(username, 'secret123');
}

export const cppTemplate =
  '#include <iostream>\nusing namespace std;\n\nint main() {\n    // your code\n    return 0;\n}\n';

/** An A+B problem with a C++ template, two typed-in test cases and a statement with formulas. */
export async function aPlusBProblem(): Promise<{ pid: number; problemId: string }> {
  const problemId = `W${randomUUID().slice(0, 6).toUpperCase()}`;
  return apiCall<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: (await logInAsRoot()).token,
    body: {
      problem: {
        problemId,
        title: 'A+B Problem',
        description:
          'Read two integers $a$ and $b$ and print their sum $a+b$.\n\n$$\\sum_{i=1}^{2} x_i = a + b$$',
        input: 'One line with two integers $a, b$ ($|a|, |b| \\le 10^9$).',
        output: 'One integer: **the sum**.',
        hint: 'Use `long long` when numbers are large.',
        source: 'Web test',
        examples: [{ input: '1 2', output: '3' }],
        timeLimit: 1000,
        memoryLimit: 256,
        difficulty: 0,
        type: 0,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '10 20\n', output: '30\n' },
      ],
      codeTemplates: [{ language: 'C++', code: cppTemplate, status: true }],
      languages: ['C++', 'C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    },
  });
}

const paper: QuizPaper = {
  questions: [
    {
      kind: 'choice',
      text: 'What is `INT_MAX` for a 32-bit `int`?',
      options: ['$2^{31}$', '$2^{31}-1$', '$2^{32}-1$', '**none** of $\\{2^{31}, 2^{32}\\}$'],
      score: 40,
    },
    { kind: 'judge', text: 'Binary search needs sorted input.', score: 30 },
    { kind: 'fill', text: 'What is $2^{10}$?', score: 30 },
  ],
  answers: ['B', 'T', '1024'],
};

/** A CS quiz paper of three questions (choice B, true, fill 1024), formulas in the options. */
export async function quizProblem(): Promise<{ pid: number; problemId: string }> {
  const problemId = `CS${randomUUID().slice(0, 6).toUpperCase()}`;
  return apiCall<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: (await logInAsRoot()).token,
    body: {
      problem: { problemId, title: 'Basics quiz', description: 'Answer every question.', quiz: paper },
      languages: [],
    },
  });
}

/** An OI problem (points per case) summing two integers, with two cases of 50 points each. */
export async function oiSumProblem(): Promise<{ pid: number; problemId: string }> {
  return apiCall<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: (await logInAsRoot()).token,
    body: {
      problem: {
        problemId: `WO${randomUUID().slice(0, 6).toUpperCase()}`,
        title: 'OI sum',
        description: 'Print the sum of two integers.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: [{ input: '1 2', output: '3' }],
        timeLimit: 1000,
        memoryLimit: 256,
        difficulty: 1,
        type: 1,
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '10 20\n', output: '30\n', score: 50 },
      ],
      languages: ['C++', 'C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    },
  });
}
