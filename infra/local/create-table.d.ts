import { type DynamoDBClient } from '@aws-sdk/client-dynamodb';
/** Creates the table from the shared definition unless it exists; returns whether it created it. */
export declare function ensureTable(client: DynamoDBClient, name: string): Promise<boolean>;
