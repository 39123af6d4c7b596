import type { App, Environment } from 'aws-cdk-lib';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { JudgeStack } from './stacks/judge-stack';
import { QueueStack } from './stacks/queue-stack';
import { SeedStack } from './stacks/seed-stack';
import { StorageStack } from './stacks/storage-stack';
import { WebStack } from './stacks/web-stack';

export interface OjStacksOptions {
  /** Account and region; unset, the stacks are environment-agnostic. */
  readonly env?: Environment;
  /** The built web app to upload; unset, the web bucket is left as it is. */
  readonly webAssets?: string;
  /** Run judge workers on Fargate Spot. */
  readonly judgeSpot?: boolean;
  /** The address mail is sent from; its domain must be a verified SES identity. */
  readonly mailFrom?: string;
}

export interface OjStacks {
  readonly data: DataStack;
  readonly storage: StorageStack;
  readonly queue: QueueStack;
  readonly seed: SeedStack;
  readonly api: ApiStack;
  readonly judge: JudgeStack;
  readonly web: WebStack;
}

/**
 * The whole deployment and why each stack needs another. Stateful stacks (data, storage, queue)
 * depend on nothing, so the stateless ones above them can be changed, replaced or destroyed freely.
 */
export function defineStacks(app: App, options: OjStacksOptions = {}): OjStacks {
  const env = options.env;

  const data = new DataStack(app, 'OjData', { env, description: 'Online judge: the DynamoDB table.' });
  const storage = new StorageStack(app, 'OjStorage', {
    env,
    description: 'Online judge: test data, uploads and access-log buckets.',
  });
  const queue = new QueueStack(app, 'OjQueue', { env, description: 'Online judge: the judge queue.' });

  const seed = new SeedStack(app, 'OjSeed', {
    env,
    description: 'Online judge: seeds the table with the site configuration, languages and root.',
    // The seed writes into the table, once it exists.
    table: data.table,
  });

  const api = new ApiStack(app, 'OjApi', {
    env,
    description: 'Online judge: the /api HTTP API and its Lambda functions.',
    // Every area reads the table, and the admin area writes it.
    table: data.table,
    // The admin and file areas manage problems' test data.
    testcaseBucket: storage.testcaseBucket,
    // Avatars are uploaded through the account area.
    uploadBucket: storage.uploadBucket,
    // Submitting and rejudging enqueue submissions.
    judgeQueue: queue.judgeQueue,
    // Register codes are mailed from this address.
    mailFrom: options.mailFrom ?? 'no-reply@example.com',
  });

  const judge = new JudgeStack(app, 'OjJudge', {
    env,
    description: 'Online judge: the Fargate judge workers, scaled on queue depth.',
    // Workers read submissions and problems and write verdicts.
    table: data.table,
    // Workers download the test data they judge with.
    testcaseBucket: storage.testcaseBucket,
    // Workers consume the queue and scale on its depth.
    judgeQueue: queue.judgeQueue,
    // Workers mark dead-lettered submissions System Error.
    judgeDeadLetterQueue: queue.judgeDeadLetterQueue,
    spot: options.judgeSpot,
  });

  const web = new WebStack(app, 'OjWeb', {
    env,
    description: 'Online judge: CloudFront serving the web app and routing /api.',
    // CloudFront forwards /api/* to the HTTP API's domain.
    httpApi: api.httpApi,
    // CloudFront proves to the API functions that a request came through it.
    originVerifyValue: api.originVerifyValue,
    // CloudFront writes its access logs next to the S3 ones.
    accessLogsBucket: storage.accessLogsBucket,
    // CloudFront serves avatars under /public/* from the uploads bucket.
    uploadBucket: storage.uploadBucket,
    webAssets: options.webAssets,
  });

  return { data, storage, queue, seed, api, judge, web };
}
