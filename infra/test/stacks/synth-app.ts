import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { defineStacks, type OjStacks, type OjStacksOptions } from '../../src/define-stacks';
import { repoRoot } from '../../src/paths';

/** A built web app stand-in, so the upload to the web bucket is synthesized and checked too. */
export const webAssetsFixture = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface SynthesizedApp {
  readonly app: App;
  readonly stacks: OjStacks;
  template(stack: Stack): Template;
}

/**
 * Synthesizes the whole app once, into a temporary directory: esbuild bundles every function and the
 * judge image context is staged, which is the slow part, so a test file calls this once at the top
 * and reads each stack's template from the result. The output is removed when the file's tests end.
 */
export function synthesizeApp(options: OjStacksOptions = {}): SynthesizedApp {
  const app = new App({
    context: cdkJsonContext(),
    outdir: mkdtempSync(path.join(tmpdir(), 'oj-cdk-test-')),
  });
  const stacks = defineStacks(app, {
    env: { account: '123456789012', region: 'eu-west-1' },
    webAssets: webAssetsFixture,
    ...options,
  });
  app.synth();
  afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));
  const templates = new Map<Stack, Template>();
  return {
    app,
    stacks,
    template(stack) {
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(stack);
        templates.set(stack, template);
      }
      return template;
    },
  };
}
