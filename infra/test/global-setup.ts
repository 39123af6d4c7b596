import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../local/local-stack';

/** What integration tests receive from the stack started once for the whole run. */
export interface ProvidedLocalStack {
  url: string;
  env: Record<string, string>;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  /** The outbox page with the token it asks for. */
  outboxUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack;
  }
}

let stack: LocalStack | undefined;
let dataDir: string | undefined;

/** Starts the local stack once per test run, on free ports and a throw-away data directory. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'oj-test-'));
  process.env.LOG_LEVEL ??= 'silent';
  // Every test reaches the stack from 127.0.0.1, one client to the per-client limits: raise those
  // (the windows stay as in production) so a whole run fits; the limit tests fill a window instead.
  process.env.OJ_MAIL_LIMIT_PER_CLIENT ??= '100000/600';
  process.env.OJ_MAIL_LIMIT_SITE ??= '100000/3600';
  process.env.OJ_LOGIN_FREE_FAILURES_PER_CLIENT ??= '100000';
  stack = await startLocalStack({
    port: 0,
    dataDir,
    preferWellKnownPorts: false,
    judgeWorkers: Number(process.env.TEST_JUDGE_WORKERS ?? 0),
    log: () => undefined,
    // This run's own build of the web app (web/test/build-web-app.ts, the global setup before this one).
    webRoot: process.env.OJ_TEST_WEB_ROOT,
  });
  project.provide('localStack', {
    url: stack.url,
    env: stack.env,
    adminUsername: stack.adminUsername,
    adminPassword: stack.adminPassword,
    dataDir,
    outboxUrl: stack.outboxUrl,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
