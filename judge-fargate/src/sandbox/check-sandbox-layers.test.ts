import { beforeAll, describe, expect, it } from 'vitest';

import { checkSandboxLayers, missingRequiredLayers, type SandboxLayerReport } from './check-sandbox-layers';
import { buildRunnerAndPrograms, isRoot } from './sandbox-test-fixture';

describe.skipIf(!isRoot)('checkSandboxLayers', () => {
  let report: SandboxLayerReport;

  beforeAll(async () => {
    await buildRunnerAndPrograms();
    report = await checkSandboxLayers({ uid: 62099, gid: 62099 });
  }, 120_000);

  it('reports every required layer working on this host', () => {
    expect(missingRequiredLayers(report)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('names the architecture the runner was built for', () => {
    expect(['x86_64', 'aarch64']).toContain(report.arch);
  });

  it('marks cgroup, Landlock and the allocation watch optional', () => {
    expect(report.layers.cgroup.required).toBe(false);
    expect(report.layers.landlock.required).toBe(false);
    expect(report.layers.alloc_watch.required).toBe(false);
  });

  it('finds the allocation watch working on this kernel', () => {
    expect(report.layers.alloc_watch.ok).toBe(true);
  });
});

describe('missingRequiredLayers', () => {
  it('lists required layers that failed and ignores optional ones', () => {
    const layer = (ok: boolean, required: boolean) => ({ ok, required });
    const report = {
      layers: {
        rlimits: layer(true, true),
        setuid: layer(false, true),
        cgroup: { ...layer(false, false), mount: null, memory: false, pids: false, kill: false },
      },
    } as unknown as SandboxLayerReport;
    expect(missingRequiredLayers(report)).toEqual(['setuid']);
  });
});
