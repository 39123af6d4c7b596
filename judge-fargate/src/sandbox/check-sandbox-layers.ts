/**
 * Asks the runner which sandbox layers work on this host (`oj-runner --self-check`). The worker calls
 * this at start-up and refuses to judge while a required layer is missing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { runnerBinaryPath } from './runner-binary';

const run = promisify(execFile);

/** One layer as the self-check saw it. */
export interface LayerReport {
  /** The mechanism was exercised and behaved. */
  ok: boolean;
  /** The worker must not judge without it. */
  required: boolean;
  /** Why it failed, when the runner knows. */
  detail?: string;
}

/** The runner's self-check report (sandbox/self_check.c). */
export interface SandboxLayerReport {
  /** Every required layer works. */
  ok: boolean;
  arch: 'x86_64' | 'aarch64';
  kernel: string;
  /** The runner runs as root, which uid separation needs. */
  root: boolean;
  layers: {
    rlimits: LayerReport;
    /** Dropping to the slot uid/gid works and root cannot be regained. */
    setuid: LayerReport;
    no_new_privs: LayerReport;
    /** The native profile kills socket() with SIGSYS and lets ordinary calls through. */
    seccomp: LayerReport;
    /** The watchdog can read a child's CPU clock. */
    cpu_clock: LayerReport;
    /** Landlock works, or no world-writable directory is left for a slot uid to write in. */
    write_confinement: LayerReport & { landlock: boolean; worldWritable: string[] };
    landlock: LayerReport & { abi: number };
    /**
     * The runner can answer large allocations itself (seccomp user notification, Linux 5.5), so an
     * allocation refused at the address-space limit is told apart from other crashes (alloc_watch.c).
     */
    alloc_watch: LayerReport;
    cgroup: LayerReport & { mount: string | null; memory: boolean; pids: boolean; kill: boolean };
  };
}

/** Runs the self-check; the process exits 1 when a required layer fails, which is still a report. */
export async function checkSandboxLayers(
  options: { runnerPath?: string; uid?: number; gid?: number } = {},
): Promise<SandboxLayerReport> {
  const ids = options.uid && options.gid ? ['--uid', String(options.uid), '--gid', String(options.gid)] : [];
  const output = await run(options.runnerPath ?? runnerBinaryPath, ['--self-check', ...ids], {
    env: {},
  }).catch((error: { code?: number; stdout?: string }) => {
    if (error.code === 1 && error.stdout) return { stdout: error.stdout };
    throw error;
  });
  return JSON.parse(output.stdout) as SandboxLayerReport;
}

/** Names of the required layers that do not work; empty when the host can judge. */
export function missingRequiredLayers(report: SandboxLayerReport): string[] {
  return Object.entries(report.layers)
    .filter(([, layer]) => layer.required && !layer.ok)
    .map(([name]) => name);
}
