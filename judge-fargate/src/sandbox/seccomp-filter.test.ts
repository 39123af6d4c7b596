import { describe, it } from 'vitest';

import { ensureRunnerBinary } from './runner-binary';

describe('the compiled seccomp filter', () => {
  it('agrees with its rule list for every syscall number, argument case and profile', async () => {
    // sandbox/tests/seccomp_tree_check.c interprets the BPF program; make fails on any difference.
    await ensureRunnerBinary({ rebuild: true, targets: ['check'] });
  }, 120_000);
});
