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
export declare function startLocalStorage(port: number, directory: string): Promise<RunningStorage>;
