import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import type { InteractiveRunConfig } from './run-interactive';
import { runInteractive } from './run-interactive';
import {
  buildRunnerAndPrograms,
  builtPrograms,
  freshSlotPerTest,
  isRoot,
  runInSlot,
  type Slot,
} from './sandbox-test-fixture';

function run(slot: Slot, program: string, args: string[] = []): InteractiveRunConfig {
  return {
    ...runInSlot(slot, 'native', join(builtPrograms, program)),
    args,
    cpuLimitMs: 1000,
    wallLimitMs: 5000,
    memoryLimitKb: 64 * 1024,
    addressSpaceKb: 256 * 1024,
  };
}

describe.skipIf(!isRoot)('runInteractive', { timeout: 30_000 }, () => {
  beforeAll(buildRunnerAndPrograms, 120_000);
  const interactorSlot = freshSlotPerTest(4);
  const solutionSlot = freshSlotPerTest(5);

  it('connects the solution and the interactor through two direct pipes', async () => {
    const interactor = run(interactorSlot(), 'interactor', ['777777']);
    const result = await runInteractive(interactor, run(solutionSlot(), 'guesser'));
    expect(result.interactor.status).toBe('ok');
    expect(result.solution.status).toBe('ok');
  });

  it('ends both runs when the solution exits without answering', async () => {
    const result = await runInteractive(
      run(interactorSlot(), 'interactor', ['5']),
      run(solutionSlot(), 'exit3'),
    );
    expect(result.solution).toMatchObject({ status: 'nonzero_exit', exitCode: 3 });
    expect(result.interactor).toMatchObject({ status: 'nonzero_exit', exitCode: 1 });
  });

  it('stops a solution that waits for input that never comes, and the interactor then sees end of file', async () => {
    // Both wait to read first: the solution hits its wall limit, and its pipe ends close with it.
    const solution = { ...run(solutionSlot(), 'ok'), wallLimitMs: 300 };
    const result = await runInteractive(run(interactorSlot(), 'interactor', ['5']), solution);
    expect(result.solution.status).toBe('wall_time_limit');
    expect(result.interactor).toMatchObject({ status: 'nonzero_exit', exitCode: 1 });
  });
});
