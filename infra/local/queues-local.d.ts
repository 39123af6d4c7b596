export interface RunningQueues {
  endpoint: string;
  /** Queue URL by the queue's environment variable name. */
  urls: Record<string, string>;
  stop(): Promise<void>;
}
/**
 * SQS in this process (fauxqs), with the judge queue and its dead-letter queue made from the same
 * definitions as the CDK queue stack, redrive included. Messages live in memory only.
 */
export declare function startLocalQueues(port: number): Promise<RunningQueues>;
