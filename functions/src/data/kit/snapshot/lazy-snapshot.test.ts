import { describe, expect, it } from 'vitest';
import { objectsReadOnce, servedSnapshot, type SnapshotLifecycle } from './lazy-snapshot';

function lifecycle(head: string | null, due: boolean, leaseFree: boolean) {
  const calls: string[] = [];
  const life: SnapshotLifecycle<string, string> = {
    head,
    due: () => due,
    takeLease: () => {
      calls.push('lease');
      return Promise.resolve(leaseFree);
    },
    build: (replaced) => {
      calls.push(`build after ${replaced}`);
      return Promise.resolve('built');
    },
    serve: (stored) => Promise.resolve(`served ${stored}`),
  };
  return { life, calls };
}

describe('servedSnapshot', () => {
  it('builds when there is no stored snapshot, without asking for the lease', async () => {
    const { life, calls } = lifecycle(null, true, true);
    expect(await servedSnapshot(life)).toBe('built');
    expect(calls).toEqual(['build after null']);
  });

  it('serves a stored snapshot that is not due, without asking for the lease', async () => {
    const { life, calls } = lifecycle('v1', false, true);
    expect(await servedSnapshot(life)).toBe('served v1');
    expect(calls).toEqual([]);
  });

  it('rebuilds a due snapshot when it takes the lease, naming the one it replaces', async () => {
    const { life, calls } = lifecycle('v1', true, true);
    expect(await servedSnapshot(life)).toBe('built');
    expect(calls).toEqual(['lease', 'build after v1']);
  });

  it('serves the stored snapshot when another reader holds the lease', async () => {
    const { life, calls } = lifecycle('v1', true, false);
    expect(await servedSnapshot(life)).toBe('served v1');
    expect(calls).toEqual(['lease']);
  });
});

describe('objectsReadOnce', () => {
  it('answers a remembered object by its key and forgets all once full', () => {
    const read = objectsReadOnce<number>(2);
    read.remember('a', 1);
    read.remember('b', 2);
    expect([read.get('a'), read.get('b')]).toEqual([1, 2]);
    read.remember('c', 3);
    expect([read.get('a'), read.get('b'), read.get('c')]).toEqual([undefined, undefined, 3]);
  });
});
