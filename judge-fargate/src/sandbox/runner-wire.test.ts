import { describe, expect, it } from 'vitest';

import { RunnerOutputError, parseRunResult, toRunnerArgs } from './runner-wire';

describe('toRunnerArgs', () => {
  it('writes every given field as its option and the program after --', () => {
    const args = toRunnerArgs({
      program: '/work/a.out',
      args: ['x', '--not-an-option'],
      workDir: '/work',
      profile: 'native',
      uid: 62001,
      gid: 62001,
      cpuLimitMs: 1000,
      wallLimitMs: 3000,
      memoryLimitKb: 262144,
      stdin: { path: '/io/in' },
      stdout: { fd: 4 },
      extraFds: [{ child: 3, runner: 5 }],
      env: { PATH: '/usr/bin' },
      cgroup: false,
    });
    // prettier-ignore
    expect(args).toEqual([
      '--profile', 'native', '--uid', '62001', '--gid', '62001', '--cwd', '/work', '--wall-ms', '3000',
      '--cpu-ms', '1000', '--memory-kb', '262144', '--stdin', '/io/in', '--stdout', 'fd:4', '--fd', '3=5',
      '--env', 'PATH=/usr/bin', '--cgroup', 'off', '--', '/work/a.out', 'x', '--not-an-option',
    ]);
  });

  it('leaves unset limits to the runner’s defaults', () => {
    const args = toRunnerArgs({
      program: 'p',
      workDir: '/w',
      profile: 'compiler',
      uid: 1,
      gid: 1,
      wallLimitMs: 1,
    });
    expect(args).not.toContain('--cpu-ms');
    expect(args).not.toContain('--address-space-kb');
  });
});

describe('parseRunResult', () => {
  const line =
    '{"status":"ok","exitCode":0,"signal":null,"cpuTimeMs":1,"wallTimeMs":2,"memoryKb":1400,' +
    '"cgroup":false,"cgroupMemoryPeakKb":null,"error":null}';

  it('reads the runner’s result line', () => {
    expect(parseRunResult(line)).toEqual({
      status: 'ok',
      exitCode: 0,
      signal: null,
      cpuTimeMs: 1,
      wallTimeMs: 2,
      memoryKb: 1400,
      cgroup: false,
      cgroupMemoryPeakKb: null,
      error: null,
    });
  });

  it('rejects a status the contract does not know', () => {
    expect(() => parseRunResult(line.replace('"ok"', '"accepted"'))).toThrow(RunnerOutputError);
  });

  it('rejects output that is not JSON', () => {
    expect(() => parseRunResult('Segmentation fault')).toThrow(RunnerOutputError);
  });
});
