import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesizeApp } from './synth-app';

/** cdk-nag's findings that no acknowledgement covers, as "rule at construct path" lines. */
function unacknowledgedFindings(options: Parameters<typeof synthesizeApp>[0]) {
  const { app, stacks } = synthesizeApp(options);
  // After synthesis: some acknowledgements are made once cross-stack references are resolved.
  const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
  const lines = (severity: string) =>
    report.violations
      .filter((violation) => violation.severity === severity)
      .flatMap((violation) =>
        violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
      );
  return { stacks, errors: lines('error'), warnings: lines('warning') };
}

describe('cdk-nag (AWS Solutions rules)', () => {
  const withWebApp = unacknowledgedFindings({});
  const withoutWebApp = unacknowledgedFindings({ webAssets: undefined });

  it('reports no unacknowledged error', () => {
    expect(withWebApp.errors).toEqual([]);
  });

  it('reports no unacknowledged warning', () => {
    expect(withWebApp.warnings).toEqual([]);
  });

  it('reports nothing either before the web app is built', () => {
    expect([...withoutWebApp.errors, ...withoutWebApp.warnings]).toEqual([]);
  });

  it('finds no construct that reports an error', () => {
    for (const stack of Object.values(withWebApp.stacks)) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    }
  });
});
