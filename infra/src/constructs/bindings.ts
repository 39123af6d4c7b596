import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { tableDefinition, type BucketDefinition, type QueueDefinition } from '@oj/shared';
import { acknowledgeResourceWildcard } from '../nag/acknowledge-wildcards';

/**
 * Something that runs our code: a principal to grant access to and an environment to configure. A
 * Lambda function is one as it is; the judge's container is adapted to one by the judge stack.
 *
 * Each `bind…` helper grants access and sets the environment variable the code reads, in one call,
 * so a resource can never be reachable without its name being known, or named without being granted.
 */
export interface BindTarget extends IGrantable {
  /** The construct under which the principal's policy is created. */
  readonly policyScope: IConstruct;
  addEnvironment(name: string, value: string): unknown;
}

/**
 * Explicit actions rather than the table's grant methods: those also allow Scan (nothing in a request
 * path scans the table) and name the indexes with a wildcard; the indexes are listed by name instead.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  // The condition-only members of a TransactWriteItems call (uniqueness of username and email).
  'dynamodb:ConditionCheckItem',
];

/** Read: get, batch get and query. ReadWrite adds put, update, delete and transactions. */
export type TableAccess = 'read' | 'readWrite';

export function bindTable(target: BindTarget, table: ITable, access: TableAccess): void {
  Grant.addToPrincipal({
    grantee: target,
    actions: access === 'read' ? tableReadActions : [...tableReadActions, ...tableWriteActions],
    resourceArns: [
      table.tableArn,
      ...tableDefinition.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`),
    ],
  });
  target.addEnvironment(tableDefinition.envVar, table.tableName);
}

/**
 * Any area renews the session of a signed-in caller whose token is close to expiry, which updates the
 * session item. A read-only area gets just that: UpdateItem on items whose partition key is a user's.
 */
export function bindSessionRenewal(target: BindTarget, table: ITable): void {
  Grant.addToPrincipal({
    grantee: target,
    actions: ['dynamodb:UpdateItem'],
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
  });
}

/**
 * UpdateItem on the items of one partition only (the ranking's snapshot head, `RANKING`): a read-only
 * area's own small state, and nothing else of the table.
 */
export function bindPartitionUpdates(target: BindTarget, table: ITable, partition: string): void {
  Grant.addToPrincipal({
    grantee: target,
    actions: ['dynamodb:UpdateItem'],
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [partition] } },
  });
}

/** Sending mail through SES as `from`: only from that address's domain identity. */
export function bindMailSender(target: BindTarget, from: string): void {
  const stack = Stack.of(target.policyScope);
  const domain = from.split('@')[1] ?? from;
  Grant.addToPrincipal({
    grantee: target,
    actions: ['ses:SendEmail'],
    resourceArns: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domain })],
  });
  target.addEnvironment('MAIL_FROM', from);
}

/** Read: get and list objects. ReadWrite adds put (also what a presigned upload is signed with) and delete. */
export type BucketAccess = 'read' | 'readWrite';

export function bindBucket(
  target: BindTarget,
  bucket: IBucket,
  definition: BucketDefinition,
  access: BucketAccess,
  /** Limit the grant to keys under this prefix (`boards/`): the rest of the bucket stays out of reach. */
  prefix = '',
): void {
  Grant.addToPrincipal({
    grantee: target,
    actions: ['s3:ListBucket'],
    resourceArns: [bucket.bucketArn],
    ...(prefix ? { conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } } } : {}),
  });
  const objects = bucket.arnForObjects(`${prefix}*`);
  Grant.addToPrincipal({
    grantee: target,
    actions: access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    resourceArns: [objects],
  });
  // Acknowledged: AwsSolutions-IAM5 flags the object wildcard.
  acknowledgeResourceWildcard(
    target.policyScope,
    objects,
    `Object actions need object ARNs; keys are created at run time (problem ids, upload names), so the ` +
      `grant covers the objects of the ${definition.envVar} bucket${prefix ? ` under ${prefix}` : ''} and nothing beyond it.`,
  );
  target.addEnvironment(definition.envVar, bucket.bucketName);
}

/** Send: enqueue only. Consume: receive, delete and change visibility (what a worker needs). */
export type QueueAccess = 'send' | 'consume';

export function bindQueue(
  target: BindTarget,
  queue: IQueue,
  definition: QueueDefinition,
  access: QueueAccess,
): void {
  if (access === 'send') queue.grantSendMessages(target);
  else queue.grantConsumeMessages(target);
  target.addEnvironment(definition.envVar, queue.queueUrl);
}

/** The code reads the secret's value at start-up from the ARN in `envVar`. */
export function bindSecret(target: BindTarget, secret: ISecret, envVar: string): void {
  secret.grantRead(target);
  target.addEnvironment(envVar, secret.secretArn);
}
