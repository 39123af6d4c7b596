import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@oj/shared';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const seed = template(stacks.seed);
const seedFunction = stacks.seed.seed.node.findChild('Seed').node.findChild('Function');
const seedFunctionId = stacks.seed.getLogicalId(seedFunction.node.defaultChild as never);

describe('the seed stack', () => {
  it('runs the seed function through a trigger, again whenever its code changes', () => {
    const versions = seed.findResources('AWS::Lambda::Version', {
      Properties: { FunctionName: { Ref: seedFunctionId } },
    });
    expect(Object.keys(versions)).toHaveLength(1);
    seed.hasResourceProperties('Custom::Trigger', {
      HandlerArn: { Ref: Object.keys(versions)[0] },
      ExecuteOnHandlerChange: true,
    });
  });

  it('deploys after the data stack, whose table it fills', () => {
    expect(stacks.seed.dependencies).toContain(stacks.data);
  });

  it("gives the seed the table and root's password secret", () => {
    const fn = seed.findResources('AWS::Lambda::Function')[seedFunctionId];
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
    expect(Object.keys(fn?.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining([tableDefinition.envVar, 'ADMIN_PASSWORD_SECRET_ARN']),
    );
  });

  it("outputs the ARN of root's generated password", () => {
    seed.hasOutput('AdminPasswordSecretArn', { Value: { Ref: Match.anyValue() } });
    seed.resourceCountIs('AWS::SecretsManager::Secret', 1);
  });
});
