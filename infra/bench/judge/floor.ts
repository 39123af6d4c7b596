import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedLanguage } from '../../../judge-fargate/src/languages/language-table';

/** Runs a command to its end; resolves with its stdout. No sandbox, no limits. */
export function plainRun(command: string[], cwd: string, input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const [program, ...args] = command;
    const child = spawn(program as string, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${program} exited ${code}`)),
    );
    child.stdin.end(input);
  });
}

/**
 * The floor of one judge: the same compile and the same runs on the same inputs, with no sandbox,
 * no queue and no database, checked by plain string comparison.
 */
export async function floorJudge(
  language: ResolvedLanguage,
  code: string,
  cases: { input: string; output: string }[],
): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-floor-'));
  try {
    await writeFile(join(dir, language.sourceFile), code);
    if (language.compile) await plainRun(language.compile(language.binaries), dir);
    const command = language.run(
      language.binaries,
      { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 },
      dir,
    );
    let allRight = true;
    for (const testCase of cases) {
      const output = await plainRun(command, dir, testCase.input);
      allRight &&= output.trim() === testCase.output.trim();
    }
    return allRight;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
