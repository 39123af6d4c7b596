import { readFileSync } from 'node:fs';
import { Duration, IgnoreMode, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AdjustmentType, StepScalingAction } from 'aws-cdk-lib/aws-applicationautoscaling';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { ApplicationScalingAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  FlowLogDestination,
  FlowLogTrafficType,
  GatewayVpcEndpointAwsService,
  SecurityGroup,
  SubnetType,
  Vpc,
} from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import {
  Cluster,
  ContainerImage,
  CpuArchitecture,
  FargateService,
  FargateTaskDefinition,
  LinuxParameters,
  LogDrivers,
  OperatingSystemFamily,
  type ContainerDefinition,
} from 'aws-cdk-lib/aws-ecs';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { jobResultPrefix, judgeDeadLetterQueue, judgeQueue, testcaseBucket } from '@oj/shared';
import { bindBucket, bindQueue, bindTable, type BindTarget } from '../constructs/bindings';
import { judgeDockerfile, judgeDockerIgnoreFile, repoRoot } from '../paths';
import { acknowledgeResourceWildcard } from '../nag/acknowledge-wildcards';

export interface JudgeStackProps extends StackProps {
  readonly table: ITable;
  readonly testcaseBucket: IBucket;
  readonly judgeQueue: IQueue;
  readonly judgeDeadLetterQueue: IQueue;
  /** Most worker tasks at once; each judges on 2 vCPUs. */
  readonly maxTasks?: number;
  /** Run workers on Fargate Spot (up to 70% cheaper; an interrupted judge is retried from the queue). */
  readonly spot?: boolean;
}

/** A task stops only after the queue has been empty, with nothing in flight, for this long. */
const idleMinutesBeforeScaleIn = 10;

/**
 * The judge workers: Fargate tasks that take submissions from the judge queue, compile and run them
 * in the sandbox, and write verdicts to the table. The service scales on queue depth and sits at zero
 * tasks, costing nothing, when no one submits.
 */
export class JudgeStack extends Stack {
  readonly service: FargateService;

  constructor(scope: Construct, id: string, props: JudgeStackProps) {
    super(scope, id, props);
    const maxTasks = props.maxTasks ?? 20;

    // Public subnets only and no NAT gateway: a NAT gateway costs over $30 a month per AZ even when
    // idle. Tasks get a public IP to reach SQS, CloudWatch Logs and ECR; S3 and DynamoDB are reached
    // through free gateway endpoints. Nothing can connect in: the security group has no inbound rule.
    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 }],
      gatewayEndpoints: {
        S3: { service: GatewayVpcEndpointAwsService.S3 },
        DynamoDB: { service: GatewayVpcEndpointAwsService.DYNAMODB },
      },
    });
    // Rejected traffic only: it is what shows an attempt to reach a worker, and stays a few bytes a day.
    vpc.addFlowLog('RejectedTraffic', {
      trafficType: FlowLogTrafficType.REJECT,
      destination: FlowLogDestination.toCloudWatchLogs(
        new LogGroup(this, 'FlowLogs', {
          retention: RetentionDays.THREE_MONTHS,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      ),
    });

    const workerSecurityGroup = new SecurityGroup(this, 'WorkerSecurityGroup', {
      vpc,
      description: 'Judge workers: outbound to AWS APIs only, no inbound.',
      allowAllOutbound: true,
    });

    const cluster = new Cluster(this, 'Cluster', { vpc, enableFargateCapacityProviders: true });
    // Acknowledged: AwsSolutions-ECS4 asks for Container Insights.
    Validations.of(cluster).acknowledge({
      id: 'AwsSolutions-ECS4',
      reason:
        'Container Insights bills custom metrics for the cluster and service even at zero tasks, against ' +
        'the goal of costing nothing when idle. The free ECS service metrics and the queue metrics that ' +
        'drive scaling are enough; enable it while investigating a problem.',
    });

    const taskDefinition = new FargateTaskDefinition(this, 'Worker', {
      // 2 vCPUs and 4 GiB: a compiler or a run at the largest limits beside the worker itself, with
      // room for the worker's concurrent slots (its own setting).
      cpu: 2048,
      memoryLimitMiB: 4096,
      // Graviton: about 20% cheaper than x86 for the same vCPU, and the image is built for arm64.
      runtimePlatform: {
        cpuArchitecture: CpuArchitecture.ARM64,
        operatingSystemFamily: OperatingSystemFamily.LINUX,
      },
    });

    const container = taskDefinition.addContainer('Worker', {
      image: ContainerImage.fromAsset(repoRoot, {
        file: judgeDockerfile,
        platform: Platform.LINUX_ARM64,
        // The context is the repository root; the ignore file keeps it to what the image copies.
        exclude: readIgnorePatterns(judgeDockerIgnoreFile),
        ignoreMode: IgnoreMode.DOCKER,
      }),
      logging: LogDrivers.awsLogs({
        streamPrefix: 'judge',
        logGroup: new LogGroup(this, 'WorkerLogs', {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      }),
      // SIGTERM on scale-in, Spot interruption or deployment: the worker stops taking messages, lets
      // running judges finish for 25 s and hands the rest back to the queue at once for another
      // worker. A task killed without notice stops its heartbeat: its messages reappear within the
      // judge queue's 30 s visibility timeout and the next worker takes the stale claims over.
      stopTimeout: Duration.seconds(30),
      // An init process reaps the sandbox's children if a run leaves orphans behind.
      linuxParameters: new LinuxParameters(this, 'WorkerLinux', { initProcessEnabled: true }),
    });
    // Acknowledged: AwsSolutions-IAM5 flags the execution role's ecr:GetAuthorizationToken on "*".
    Validations.of(taskDefinition.obtainExecutionRole()).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'ecr:GetAuthorizationToken has no resource-level permission; ECS needs it to pull the image. ' +
        'The pull itself is limited to the image repository.',
    });
    // Acknowledged: AwsSolutions-ECS2 flags environment variables set in the task definition.
    Validations.of(taskDefinition).acknowledge({
      id: 'AwsSolutions-ECS2',
      reason:
        'The variables hold resource names and queue URLs, nothing secret; the worker uses no secret ' +
        'and reaches AWS with its task role.',
    });

    const worker = containerTarget(container, taskDefinition);
    // Takes submissions, extends their visibility while judging, deletes them when the verdict is written.
    bindQueue(worker, props.judgeQueue, judgeQueue, 'consume');
    // Takes dead-lettered submissions to mark them System Error.
    bindQueue(worker, props.judgeDeadLetterQueue, judgeDeadLetterQueue, 'consume');
    // Reads submissions and problems; writes verdicts, case results and scoreboards.
    bindTable(worker, props.table, 'readWrite');
    // Downloads test data (read only: a judge never changes a problem's cases).
    bindBucket(worker, props.testcaseBucket, testcaseBucket, 'read');
    // Writes large job results (an export, a report) under jobs/, and nothing else of the bucket.
    const jobResults = props.testcaseBucket.arnForObjects(`${jobResultPrefix}*`);
    Grant.addToPrincipal({ grantee: worker, actions: ['s3:PutObject'], resourceArns: [jobResults] });
    acknowledgeResourceWildcard(
      worker.policyScope,
      jobResults,
      'Job results are written as jobs/<job id>/result.json, ids made at run time; the grant covers that prefix only.',
    );

    this.service = new FargateService(this, 'Service', {
      cluster,
      taskDefinition,
      // Scaling owns the count. A deployment resets it to zero; scaling restores it within minutes
      // and interrupted judges are retried from the queue, so deploy outside contests.
      desiredCount: 0,
      // Workers serve no traffic, so a deployment may stop every old task before starting new ones.
      minHealthyPercent: 0,
      maxHealthyPercent: 200,
      assignPublicIp: true,
      vpcSubnets: { subnetType: SubnetType.PUBLIC },
      securityGroups: [workerSecurityGroup],
      circuitBreaker: { rollback: true },
      capacityProviderStrategies: [{ capacityProvider: props.spot ? 'FARGATE_SPOT' : 'FARGATE', weight: 1 }],
    });

    this.scaleOnQueue(props.judgeQueue, maxTasks);
  }

  /**
   * Scale out while submissions wait (messages visible in the queue), in steps that grow with the
   * backlog; scale in to zero only when nothing waits and nothing is being judged (visible plus in
   * flight) for `idleMinutesBeforeScaleIn` minutes. Scaling in on visible messages alone would stop
   * tasks in the middle of a judge, since a message being judged is invisible.
   */
  private scaleOnQueue(queue: IQueue, maxTasks: number): void {
    const scaling = this.service.autoScaleTaskCount({ minCapacity: 0, maxCapacity: maxTasks });

    const waiting = queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: Stats.MAXIMUM,
    });
    scaling.scaleOnMetric('ScaleOutOnWaitingSubmissions', {
      metric: waiting,
      adjustmentType: AdjustmentType.CHANGE_IN_CAPACITY,
      scalingSteps: [
        { upper: 0, change: 0 },
        { lower: 1, change: +1 },
        { lower: 20, change: +3 },
        { lower: 100, change: +8 },
      ],
      // A new task needs about a minute to pull the image and start polling.
      cooldown: Duration.seconds(90),
    });

    const backlog = new MathExpression({
      label: 'Submissions waiting or being judged',
      expression: 'waiting + judging',
      usingMetrics: {
        waiting,
        judging: queue.metricApproximateNumberOfMessagesNotVisible({
          period: Duration.minutes(1),
          statistic: Stats.MAXIMUM,
        }),
      },
      period: Duration.minutes(1),
    });
    const scaleInAction = new StepScalingAction(this, 'ScaleInWhenIdle', {
      scalingTarget: scaling,
      adjustmentType: AdjustmentType.EXACT_CAPACITY,
    });
    scaleInAction.addAdjustment({ upperBound: 0, adjustment: 0 });
    new Alarm(this, 'QueueIdle', {
      alarmDescription: `No submission waiting or being judged for ${idleMinutesBeforeScaleIn} minutes.`,
      metric: backlog,
      comparisonOperator: ComparisonOperator.LESS_THAN_OR_EQUAL_TO_THRESHOLD,
      threshold: 0,
      evaluationPeriods: idleMinutesBeforeScaleIn,
      // SQS publishes no data points for a queue that has been empty for hours: that is idle too.
      treatMissingData: TreatMissingData.BREACHING,
    }).addAlarmAction(new ApplicationScalingAction(scaleInAction));
  }
}

/** The worker container as a bind target: grants go to the task role, variables to the container. */
function containerTarget(container: ContainerDefinition, taskDefinition: FargateTaskDefinition): BindTarget {
  return {
    policyScope: taskDefinition,
    grantPrincipal: taskDefinition.taskRole,
    addEnvironment: (name, value) => container.addEnvironment(name, value),
  };
}

/** Patterns of a .dockerignore file: one a line, without blank lines and comments. */
function readIgnorePatterns(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
