import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { jobResultPrefix, testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/**
 * Where a done job's result goes. A result of up to 100 KB of JSON is kept in the job item, read with
 * the poll at no extra cost; a larger one (an export's listing, a rebuild's report) goes to the
 * test-case bucket, private to the admin function and the judges, and the poll hands out a short-lived
 * presigned URL for it (`job-result-url.ts`). The item's 400 KB also holds the job's input, so a result
 * that would push the item past its budget goes to S3 too, whatever its size.
 */
export const inlineResultLimitBytes = 100 * 1024;

/** Of DynamoDB's 400 KB per item, what the input and an inline result may use together. */
export const jobItemBudgetBytes = 380_000;

/** Whether a result of `resultBytes` (its JSON) is kept in an item whose input takes `inputBytes`. */
export function resultFitsInline(resultBytes: number, inputBytes: number): boolean {
  return resultBytes <= inlineResultLimitBytes && inputBytes + resultBytes <= jobItemBudgetBytes;
}

/** The JSON size of a value, as DynamoDB and S3 will store it (near enough for the rule above). */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value ?? null));
}

/** A large result's key; the bucket's lifecycle expires `jobs/` after the jobs' lifetime. */
export function jobResultKey(jobId: string): string {
  return `${jobResultPrefix}${jobId}/result.json`;
}

/** Store a large result and return its key. */
export async function storeJobResult(jobId: string, result: unknown): Promise<string> {
  const key = jobResultKey(jobId);
  await s3().send(
    new PutObjectCommand({
      Bucket: requiredEnv(testcaseBucket.envVar),
      Key: key,
      Body: JSON.stringify(result),
      ContentType: 'application/json',
    }),
  );
  return key;
}

/** Read a large result back (for code that waits on a job inside a request). */
export async function readJobResult(key: string): Promise<unknown> {
  const { Body } = await s3().send(
    new GetObjectCommand({ Bucket: requiredEnv(testcaseBucket.envVar), Key: key }),
  );
  if (!Body) throw new Error(`job result ${key} has no body`);
  return JSON.parse(await Body.transformToString('utf8')) as unknown;
}
