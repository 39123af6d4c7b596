import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { QuizPaper } from '@oj/shared/domain/quiz';
import './provided-context';
import { logIn, registerUser } from './accounts';

/* Fixtures of the problem page's browser test, made through the API as an admin and a user would. */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${inject('localStack').url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

/** A new ordinary user, registered with the mailed code and logged in. */
export async function registeredUser() {
  const username = `pp${randomUUID().slice(0, 8)}`;
  return registerUser(username, 'secret123');
}

const rootToken = async () => {
  const { adminUsername, adminPassword } = inject('localStack');
  return (await logIn(adminUsername, adminPassword)).token;
};

export const cppTemplate =
  '#include <iostream>\nusing namespace std;\n\nint main() {\n    // your code\n    return 0;\n}\n';

/** An A+B problem with a C++ template, two typed-in test cases and a statement with formulas. */
export async function aPlusBProblem(): Promise<{ pid: number; problemId: string }> {
  const problemId = `W${randomUUID().slice(0, 6).toUpperCase()}`;
  const { data } = await call<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: await rootToken(),
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
  return data;
}

const paper: QuizPaper = {
  questions: [
    {
      kind: 'choice',
      text: 'Which of these is a compiled language?',
      options: ['Python', 'C', 'Bash', 'Lua'],
      score: 40,
    },
    { kind: 'judge', text: 'Binary search needs sorted input.', score: 30 },
    { kind: 'fill', text: 'What is $2^{10}$?', score: 30 },
  ],
  answers: ['B', 'T', '1024'],
};

/** A CS quiz paper of three questions (choice B, true, fill 1024). */
export async function quizProblem(): Promise<{ pid: number; problemId: string }> {
  const problemId = `CS${randomUUID().slice(0, 6).toUpperCase()}`;
  const { data } = await call<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: await rootToken(),
    body: {
      problem: { problemId, title: 'Basics quiz', description: 'Answer every question.', quiz: paper },
      languages: [],
    },
  });
  return data;
}
