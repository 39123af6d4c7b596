import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { recordConsumedCapacity } from './capacity-meter';

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
        recordConsumedCapacity(context.commandName ?? '', output.ConsumedCapacity);
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

export function tableName(): string {
  return process.env[tableDefinition.envVar] ?? tableDefinition.localName;
}

/**
 * Where the table lives, as its functions reach it: the configured endpoint (DynamoDB Local,
 * LocalStack) or the region's public one, with the port the URL implies.
 */
export function tableEndpoint(): { host: string; port: number } {
  const configured = process.env.AWS_ENDPOINT_URL_DYNAMODB ?? process.env.AWS_ENDPOINT_URL;
  const url = new URL(
    configured ?? `https://dynamodb.${process.env.AWS_REGION ?? 'us-east-1'}.amazonaws.com`,
  );
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return { host: url.hostname, port };
}
