import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's AwsSolutions-IAM5 reports each wildcard of a policy as its own finding, named by the
 * action or resource as the template spells it: `AwsSolutions-IAM5[Resource::<Bucket.Arn>/*]`. For a
 * resource of another stack that spelling is an export name, which exists only once CDK has resolved
 * cross-stack references. So these helpers acknowledge in a construct validation: CDK runs those
 * after resolving references and before the validation plugins (cdk-nag) read the acknowledgements.
 * The finding is spelled with cdk-nag's own function, so the two cannot disagree.
 */
function afterReferencesResolve(scope: IConstruct, acknowledge: () => void): void {
  scope.node.addValidation({
    validate: () => {
      acknowledge();
      return [];
    },
  });
}

/** How cdk-nag names a resource in a finding, resolved in the stack of `scope`. */
function findingName(scope: IConstruct, value: unknown): string {
  return flattenCfnReference(Stack.of(scope).resolve(value));
}

/**
 * Acknowledges the object-level wildcard `<resource>/*` (every object of a bucket, every index of a
 * table) in the policies under `scope`.
 */
export function acknowledgeResourceWildcard(scope: IConstruct, resource: string, reason: string): void {
  afterReferencesResolve(scope, () =>
    Validations.of(scope).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${findingName(scope, resource)}]`,
      reason,
    }),
  );
}

/**
 * Acknowledges every wildcard finding of the policies under `scope`. Only for policies written by
 * aws-cdk-lib itself (a BucketDeployment's role, say), which we cannot narrow.
 */
export function acknowledgeLibraryPolicyWildcards(scope: IConstruct, reason: string): void {
  afterReferencesResolve(scope, () => {
    const policies = scope.node.findAll().filter((child): child is CfnPolicy => child instanceof CfnPolicy);
    const findings = new Set<string>();
    for (const policy of policies) {
      const document = Stack.of(policy).resolve(policy.policyDocument) as PolicyDocumentJson;
      for (const statement of document.Statement ?? []) {
        if (statement.Effect !== 'Allow') continue;
        for (const action of asArray(statement.Action)) {
          if (action.includes('*')) findings.add(`Action::${action}`);
        }
        for (const resource of asArray(statement.Resource)) {
          const name = flattenCfnReference(resource);
          if (name.includes('*')) findings.add(`Resource::${name}`);
        }
      }
    }
    for (const finding of findings) {
      Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  });
}

interface PolicyDocumentJson {
  Statement?: { Effect: string; Action?: string | string[]; Resource?: unknown }[];
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
