import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimUidBlock, maxSlotsPerWorker, preferredBlock, uidsPerBlock, type UidBlock } from './uid-block';

const lockDir = mkdtempSync(join(tmpdir(), 'oj-uid-locks-'));
const held: UidBlock[] = [];
const claim = (workDir: string, processIndex = 0, slots = 2) => {
  const block = claimUidBlock({ workDir, processIndex, slots, lockDir });
  held.push(block);
  return block;
};
const uidsOf = (block: UidBlock, slots: number) =>
  Array.from({ length: slots }, (_, slot) => [block.programUid(slot), block.checkerUid(slot)]).flat();

afterEach(() => {
  for (const block of held.splice(0)) block.release();
});

describe('sandbox uid blocks', () => {
  it('gives two stacks with the same scratch folder and process index disjoint uids', () => {
    const first = claim('/tmp/oj-judge-same');
    const second = claim('/tmp/oj-judge-same');
    expect(second.index).not.toBe(first.index);
    const firstUids = new Set(uidsOf(first, 2));
    expect(uidsOf(second, 2).filter((uid) => firstUids.has(uid))).toEqual([]);
  });

  it('keeps program and checker uids of every slot inside the block', () => {
    const block = claim('/tmp/oj-judge-layout', 0, maxSlotsPerWorker);
    const uids = uidsOf(block, maxSlotsPerWorker);
    expect(new Set(uids).size).toBe(2 * maxSlotsPerWorker);
    expect(Math.min(...uids)).toBe(block.firstUid);
    expect(Math.max(...uids)).toBe(block.firstUid + uidsPerBlock - 1);
  });

  it('starts from a block derived from the scratch folder, next to its other processes', () => {
    const block = claim('/tmp/oj-judge-derived', 1);
    expect(block.index).toBe(preferredBlock('/tmp/oj-judge-derived', 1));
    expect(preferredBlock('/tmp/oj-judge-derived', 1)).not.toBe(preferredBlock('/tmp/oj-judge-other', 1));
  });

  it('lets the block be claimed again once released', () => {
    const first = claim('/tmp/oj-judge-again');
    first.release();
    expect(claim('/tmp/oj-judge-again').index).toBe(first.index);
  });

  it('holds the block against another process until the holder dies', async () => {
    const workDir = '/tmp/oj-judge-other-process';
    // Another process claims the preferred block and keeps it while it sleeps.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${join(import.meta.dirname, 'uid-block.ts')}').then((m) => { m.claimUidBlock({ workDir: '${workDir}', processIndex: 0, slots: 1, lockDir: '${lockDir}' }); console.log('held'); setTimeout(() => {}, 60000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const elsewhere = claim(workDir);
    expect(elsewhere.index).not.toBe(preferredBlock(workDir, 0));
    elsewhere.release();
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(claim(workDir).index).toBe(preferredBlock(workDir, 0));
  });

  it('refuses more slots than a block has uids for', () => {
    expect(() => claim('/tmp/oj-judge-many', 0, maxSlotsPerWorker + 1)).toThrow(/JUDGE_SLOTS/);
  });
});

process.on('exit', () => rmSync(lockDir, { recursive: true, force: true }));
