export interface LocalStackOptions {
  /** HTTP port of the API and web app; 0 picks a free one. */
  port: number;
  /** Where DynamoDB, S3 and the secrets persist. */
  dataDir: string;
  /** Use fixed well-known ports for the emulators when free (8000, 4566, 4569); tests pass false. */
  preferWellKnownPorts: boolean;
  judgeWorkers: number;
  log: (line: string) => void;
}
export interface LocalStack {
  url: string;
  adminUsername: string;
  adminPassword: string;
  /** Whether this start created the data directory's secrets, i.e. a first start. */
  firstStart: boolean;
  /** The environment handlers and workers run with: endpoints, resource names, secrets. */
  env: Record<string, string>;
  /** What started, where, and how long each part took (ms). */
  parts: {
    name: string;
    where: string;
    ms: number;
  }[];
  stop(): Promise<void>;
}
/**
 * Starts the whole system offline: DynamoDB Local, SQS and S3 emulators, the seeded table, the API
 * handlers behind the HTTP adapter with the web app, and the judge workers. Whatever started is
 * stopped again if a later part fails.
 */
export declare function startLocalStack(options: LocalStackOptions): Promise<LocalStack>;
