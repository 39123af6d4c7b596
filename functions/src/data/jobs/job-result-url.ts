import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/** A result's URL is good for five minutes: each poll hands out a fresh one. */
export const jobResultUrlSeconds = 300;

/**
 * A presigned GET of a large job result: the signature is the authorisation, so the admin's browser
 * downloads it straight from the private bucket, as `job-<id>.json`.
 */
export function jobResultUrl(key: string, jobId: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: requiredEnv(testcaseBucket.envVar),
      Key: key,
      ResponseContentDisposition: `attachment; filename="job-${jobId}.json"`,
    }),
    { expiresIn: jobResultUrlSeconds },
  );
}
