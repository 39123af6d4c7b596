import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { dataBuckets } from '@oj/shared';

export interface RunningStorage {
  endpoint: string;
  /** Bucket name by the bucket's environment variable name. */
  buckets: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * S3 on disk (s3rver): test data and uploads must survive a restart, which fauxqs's in-memory S3 would
 * not give. The buckets come from the same definitions as the CDK storage stack.
 */
export async function startLocalStorage(port: number, directory: string): Promise<RunningStorage> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: dataBuckets.map((bucket) => ({ name: bucket.localName, configs: [] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets: Object.fromEntries(dataBuckets.map((bucket) => [bucket.envVar, bucket.localName])),
    stop: () => server.close(),
  };
}
