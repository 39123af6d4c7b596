import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';

/**
 * S3 and SQS clients, one per process. Endpoints come from the SDK's own `AWS_ENDPOINT_URL_S3` and
 * `AWS_ENDPOINT_URL_SQS`; `S3_FORCE_PATH_STYLE` is for emulators that serve buckets by path.
 */
let s3Client: S3Client | undefined;
let sqsClient: SQSClient | undefined;

export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

export function sqs(): SQSClient {
  // Requests go to the configured endpoint, not the host inside a queue URL: emulators name hosts
  // (sqs.<region>.localhost) that do not resolve everywhere, and in AWS both are the same.
  sqsClient ??= new SQSClient({ useQueueUrlAsEndpoint: false });
  return sqsClient;
}

/** A required resource name from the environment, with a message that says which one is missing. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}
