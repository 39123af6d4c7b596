import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { checkSandboxLayers } from './check-sandbox-layers';
import { runSandboxed } from './run-sandboxed';
import { runnerBinaryPath } from './runner-binary';
import { parseRunResult, toRunnerArgs } from './runner-wire';
import {
  buildRunnerAndPrograms,
  builtPrograms,
  freshSlotPerTest,
  isRoot,
  nativeRun,
  readStdout,
  startCanary,
} from './sandbox-test-fixture';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe.skipIf(!isRoot)('a native program trying to escape', { timeout: 30_000 }, () => {
  let landlock = false;

  beforeAll(async () => {
    await buildRunnerAndPrograms();
    landlock = (await checkSandboxLayers()).layers.landlock.ok;
  }, 120_000);
  const currentSlot = freshSlotPerTest(1);

  it('is killed for opening a TCP connection', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'socket_connect'))).status).toBe('seccomp_violation');
    expect(await readStdout(slot)).toBe('');
  });

  it('is killed for forking', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'fork_bomb'))).status).toBe('seccomp_violation');
  });

  it('is killed for executing /bin/sh after its own exec', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'execve_sh'))).status).toBe('seccomp_violation');
    expect(await readStdout(slot)).toBe('');
  });

  it('is killed for ptrace', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'ptrace'))).status).toBe('seccomp_violation');
  });

  it('is killed for kill(-1, SIGKILL), and the judge and other slots live on', async () => {
    const slot = currentSlot();
    const rootCanary = startCanary();
    const otherSlotCanary = startCanary({ uid: 62050, gid: 62050 });
    try {
      const result = await runSandboxed(nativeRun(slot, 'kill_all'));
      expect(result.status).toBe('seccomp_violation');
      expect(rootCanary.alive()).toBe(true);
      expect(otherSlotCanary.alive()).toBe(true);
    } finally {
      rootCanary.stop();
      otherSlotCanary.stop();
    }
  });

  const x86 = process.arch === 'x64';
  // prettier-ignore
  const killedCalls = [
    'unshare', 'setns', 'mount', 'umount', 'chroot', 'setuid', 'reboot', 'clone_process', 'clone_newuser',
    'execveat', 'kill_parent', 'process_vm_readv', 'tiocsti', ...(x86 ? ['int80_fork'] : []),
  ];
  it.each(killedCalls)('is killed for %s', async (call) => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'forbidden_call', { args: [call] }));
    expect(result.status).toBe('seccomp_violation');
  });

  // prettier-ignore
  const refusedCalls = [
    ['keyctl', 'ENOSYS'], ['bpf', 'ENOSYS'], ['perf_event_open', 'ENOSYS'], ['io_uring_setup', 'ENOSYS'],
    ['userfaultfd', 'ENOSYS'], ['clone3', 'ENOSYS'], ['shmget', 'ENOSYS'], ['beyond_vetted', 'ENOSYS'],
    ['personality', 'EPERM'], ...(x86 ? [['x32_getpid', 'ENOSYS']] : []),
  ];
  it.each(refusedCalls)('gets %s refused with %s and runs on', async (call, errno) => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'forbidden_call', { args: [call ?? ''] }));
    expect(result.status).toBe('ok');
    expect(await readStdout(slot)).toBe(`${call} ${errno}\n`);
  });

  it('cannot read /etc/shadow', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'read_shadow'))).status).toBe('ok');
    expect(await readStdout(slot)).toBe('denied\n');
  });

  it('cannot write into a root-owned directory', async () => {
    const slot = currentSlot();
    const target = join(slot.ioDir, 'planted');
    const result = await runSandboxed(nativeRun(slot, 'write_outside', { args: [target] }));
    expect(result.status).toBe('ok');
    expect(await exists(target)).toBe(false);
  });

  it('cannot write into world-writable /tmp, /var/tmp or /dev/shm where Landlock is available', async (context) => {
    const slot = currentSlot();
    // Without Landlock these stay writable by any uid: README.md, "Residual risks".
    if (!landlock) context.skip();
    const targets = ['/tmp', '/var/tmp', '/dev/shm'].map((dir) => join(dir, `oj-outside-${randomUUID()}`));
    const result = await runSandboxed(nativeRun(slot, 'write_outside', { args: targets }));
    expect(result.status).toBe('ok');
    expect(await readStdout(slot)).toBe(targets.map((target) => `denied ${target}\n`).join(''));
    for (const target of targets) expect(await exists(target)).toBe(false);
  });

  it('cannot read outside its readable paths when they are given and Landlock is available', async (context) => {
    const slot = currentSlot();
    if (!landlock) context.skip();
    const readablePaths = ['/usr', builtPrograms];
    const result = await runSandboxed(
      nativeRun(slot, 'read_file', { args: ['/etc/passwd', '/usr/include/stdio.h'], readablePaths }),
    );
    expect(result).toMatchObject({ status: 'nonzero_exit', exitCode: 42 });
    expect(await readStdout(slot)).toBe('denied /etc/passwd\nREAD /usr/include/stdio.h\n');
  });

  it('can still create and remove files in its work dir', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'write_inside'))).status).toBe('ok');
  });

  it('sees only the environment it was given, not the runner’s', async () => {
    const slot = currentSlot();
    const config = nativeRun(slot, 'env_dump', { env: { ONLINE_JUDGE: '1' } });
    const runner = spawn(runnerBinaryPath, toRunnerArgs(config), {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: '/v2/credentials',
        PATH: '/usr/bin',
      },
    });
    let output = '';
    runner.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => runner.on('close', resolve));
    expect(parseRunResult(output.trim()).status).toBe('ok');
    expect(await readStdout(slot)).toBe('ONLINE_JUDGE=1\n');
  });

  it('cannot make the runner read /etc/shadow through a symlink planted as its stdin', async () => {
    const slot = currentSlot();
    const planted = join(slot.workDir, 'input.txt');
    await symlink('/etc/shadow', planted);
    const result = await runSandboxed(nativeRun(slot, 'ok', { stdin: { path: planted } }));
    expect(result.status).toBe('runner_error');
    expect(result.error).toMatch(/^open stdin/);
  });

  it('cannot make the runner truncate /etc/passwd through a symlink planted as its stdout', async () => {
    const slot = currentSlot();
    const before = await readFile('/etc/passwd', 'utf8');
    const planted = join(slot.workDir, 'output.txt');
    await symlink('/etc/passwd', planted);
    const result = await runSandboxed(nativeRun(slot, 'ok', { stdout: { path: planted } }));
    expect(result.status).toBe('runner_error');
    expect(await readFile('/etc/passwd', 'utf8')).toBe(before);
  });
});
