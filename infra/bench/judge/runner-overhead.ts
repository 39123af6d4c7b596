import { spawn } from 'node:child_process';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSandboxed } from '../../../judge-fargate/src/sandbox/run-sandboxed';

function timedSpawn(program: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(program, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
  });
}

async function timedSandboxed(program: string, workDir: string, uid: number): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await runSandboxed({
    program,
    workDir,
    profile: 'native',
    uid,
    gid: uid,
    cpuLimitMs: 1000,
    wallLimitMs: 2000,
    memoryLimitKb: 256 * 1024,
  });
  if (result.status !== 'ok') throw new Error(`sandboxed ${program} ended ${result.status}: ${result.error}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Per-run cost of the sandbox: the same static-free binary (/bin/true) started by Node plainly and
 * through oj-runner, interleaved run by run so both see the same machine noise.
 */
export async function measureRunnerOverhead(
  runs: number,
  uid: number,
): Promise<{ plain: number[]; sandboxed: number[] }> {
  const workDir = await mkdtemp(join(tmpdir(), 'oj-bench-runner-'));
  await chmod(workDir, 0o777);
  const plain: number[] = [];
  const sandboxed: number[] = [];
  try {
    for (let i = 0; i < 20; i++) await timedSandboxed('/bin/true', workDir, uid);
    for (let i = 0; i < runs; i++) {
      plain.push(await timedSpawn('/bin/true', []));
      sandboxed.push(await timedSandboxed('/bin/true', workDir, uid));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return { plain, sandboxed };
}
