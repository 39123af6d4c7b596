import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { currentMeter, outsideMeter, recordConsumedCapacity } from './capacity-meter';
import { transactionItemUnits, transactItemKey } from './transaction-units';

/**
 * One document client per process. The endpoint comes from the SDK's own configuration
 * (`AWS_ENDPOINT_URL_DYNAMODB` or `AWS_ENDPOINT_URL`), so DynamoDB Local, LocalStack and AWS differ
 * only by environment.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const base = new DynamoDBClient({});
    base.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { ReturnConsumedCapacity?: string };
        input.ReturnConsumedCapacity ??= 'TOTAL';
        const result = await next(args);
        const output = result.output as { ConsumedCapacity?: { CapacityUnits?: number }[] };
        const commandName = context.commandName ?? '';
        const billed =
          commandName === 'TransactWriteItemsCommand' &&
          process.env.OJ_COUNT_TRANSACTION_UNITS &&
          currentMeter()
            ? await billedTransactionUnits(
                (args.input as { TransactItems?: Record<string, unknown>[] }).TransactItems,
              )
            : undefined;
        recordConsumedCapacity(
          commandName,
          billed === undefined ? output.ConsumedCapacity : [{ CapacityUnits: billed }],
        );
        return result;
      },
      { step: 'initialize', name: 'consumedCapacityMeter' },
    );
    documentClient = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

/**
 * DynamoDB Local reports fewer units for a transaction than AWS bills (two items of one partition come
 * back as one). Where `OJ_COUNT_TRANSACTION_UNITS` is set (the local stack), a metered transaction is
 * counted as AWS bills it instead, from its items read back afterwards outside the meter.
 */
async function billedTransactionUnits(items: Record<string, unknown>[] = []): Promise<number> {
  const stored = await outsideMeter(() =>
    Promise.all(
      items.map(async (item) => {
        const Key = transactItemKey(item);
        if (!Key) return undefined;
        const { Item } = await dynamo().send(
          new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }),
        );
        return Item;
      }),
    ),
  );
  return stored.reduce((sum, item) => sum + transactionItemUnits(item), 0);
}

export function tableName(): string {
  return process.env[tableDefinition.envVar] ?? tableDefinition.localName;
}

/**
 * Where the table lives, as its functions reach it: the region the SDK signs for, and the configured
 * endpoint (DynamoDB Local, LocalStack) or the region's public one, with the port the URL implies.
 */
export function tableEndpoint(): {
  region: string;
  url: string;
  host: string;
  port: number;
  /** Set in the environment (DynamoDB Local, LocalStack), not the region's own. */
  configured: boolean;
} {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const configured = process.env.AWS_ENDPOINT_URL_DYNAMODB ?? process.env.AWS_ENDPOINT_URL;
  const url = new URL(configured ?? `https://dynamodb.${region}.amazonaws.com`);
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return { region, url: url.origin, host: url.hostname, port, configured: configured !== undefined };
}
