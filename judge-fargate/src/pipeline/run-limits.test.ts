import { describe, expect, it } from 'vitest';

import type { ResolvedLanguage } from '../languages/language-table';
import { caseLimits, managedProgramThreads, stderrKeptKb } from './run-limits';

const limits = { timeLimitMs: 1000, memoryLimitMb: 128, stackLimitMb: 64 };
const language = (profile: 'native' | 'managed', maxProcesses: number) =>
  ({ profile, maxProcesses, limitAddressSpace: true }) as ResolvedLanguage;

describe('caseLimits', () => {
  it('gives a managed program a few threads of its own on top of its runtime’s', () => {
    expect(caseLimits(language('managed', 1), limits, 10).maxProcesses).toBe(1 + managedProgramThreads);
    expect(managedProgramThreads).toBeGreaterThanOrEqual(2);
  });

  it('keeps native programs to the threads their language allows', () => {
    expect(caseLimits(language('native', 1), limits, 10).maxProcesses).toBe(1);
  });

  it('keeps only a bounded head of stderr, far below the output limit', () => {
    const caseLimit = caseLimits(language('native', 1), limits, 10);
    expect(caseLimit.stderrKeepKb).toBe(stderrKeptKb);
    expect(stderrKeptKb).toBeLessThan(caseLimit.outputLimitKb ?? 0);
  });

  it('sets the address space to twice the memory limit plus room for the runtime', () => {
    expect(caseLimits(language('native', 1), limits, 10).addressSpaceKb).toBe(2 * 128 * 1024 + 64 * 1024);
  });
});
