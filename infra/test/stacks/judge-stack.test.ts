import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { judgeDeadLetterQueue, judgeQueue, tableDefinition, testcaseBucket } from '@oj/shared';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const judge = template(stacks.judge);

describe('the judge stack', () => {
  it('starts with no task and lets scaling own the count', () => {
    judge.hasResourceProperties('AWS::ECS::Service', {
      DesiredCount: 0,
      DeploymentConfiguration: Match.objectLike({ MinimumHealthyPercent: 0 }),
      NetworkConfiguration: { AwsvpcConfiguration: Match.objectLike({ AssignPublicIp: 'ENABLED' }) },
    });
    judge.hasResourceProperties('AWS::ApplicationAutoScaling::ScalableTarget', {
      MinCapacity: 0,
      MaxCapacity: Match.anyValue(),
    });
  });

  it('scales out on waiting submissions and in when the queue is idle', () => {
    const alarms = Object.values(judge.findResources('AWS::CloudWatch::Alarm'));
    const onQueueMetric = alarms.filter((alarm) =>
      JSON.stringify(alarm.Properties).includes('ApproximateNumberOfMessagesVisible'),
    );
    expect(onQueueMetric).toHaveLength(2);
    for (const alarm of onQueueMetric) {
      const [policy] = alarm.Properties.AlarmActions as { Ref: string }[];
      expect(
        judge.findResources('AWS::ApplicationAutoScaling::ScalingPolicy')[policy?.Ref ?? ''],
      ).toMatchObject({
        Properties: { PolicyType: 'StepScaling' },
      });
    }
    judge.hasResourceProperties('AWS::ApplicationAutoScaling::ScalingPolicy', {
      StepScalingPolicyConfiguration: {
        AdjustmentType: 'ExactCapacity',
        StepAdjustments: [{ MetricIntervalUpperBound: 0, ScalingAdjustment: 0 }],
      },
    });
  });

  it('lets nothing connect in to a worker', () => {
    const groups = Object.values(judge.findResources('AWS::EC2::SecurityGroup'));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.Properties.SecurityGroupIngress).toBeUndefined();
    judge.resourceCountIs('AWS::EC2::SecurityGroupIngress', 0);
  });

  it('builds a VPC with public subnets and no NAT gateway', () => {
    judge.resourceCountIs('AWS::EC2::NatGateway', 0);
    judge.resourcePropertiesCountIs('AWS::EC2::Subnet', { MapPublicIpOnLaunch: true }, 2);
  });

  it('runs the worker image on arm64 with its resource names and a stop timeout', () => {
    judge.hasResourceProperties('AWS::ECS::TaskDefinition', {
      RuntimePlatform: { CpuArchitecture: 'ARM64', OperatingSystemFamily: 'LINUX' },
      RequiresCompatibilities: ['FARGATE'],
      ContainerDefinitions: [
        Match.objectLike({ StopTimeout: 30, LogConfiguration: Match.objectLike({ LogDriver: 'awslogs' }) }),
      ],
    });
    const taskDefinition = Object.values(judge.findResources('AWS::ECS::TaskDefinition'))[0];
    const [container] = taskDefinition?.Properties.ContainerDefinitions as {
      Environment: { Name: string }[];
    }[];
    expect(container?.Environment.map((variable) => variable.Name)).toEqual(
      expect.arrayContaining([
        tableDefinition.envVar,
        judgeQueue.envVar,
        judgeDeadLetterQueue.envVar,
        testcaseBucket.envVar,
      ]),
    );
  });

  it('lets workers consume both queues, write the table, only read test data and write only job results', () => {
    const statements = Object.values(judge.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage']),
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 's3:GetObject']));
    expect(actions).not.toContain('s3:DeleteObject');
    const writes = statements.filter((statement) => [statement.Action].flat().includes('s3:PutObject'));
    expect(writes).toHaveLength(1);
    expect([writes[0]?.Action].flat()).toEqual(['s3:PutObject']);
    expect(JSON.stringify(writes[0]?.Resource)).toMatch(/\/jobs\/\*"/);
  });
});
