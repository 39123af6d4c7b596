import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { transactWrite, type TransactItem } from '../transact';
import { discussionReportKey, discussionReportSequenceKey } from './discussion-keys';

/** A report as stored: who reported which discussion, the tags and reason, whether it was handled. */
export interface StoredReport {
  id: number;
  did: number;
  reporter: string;
  reporterUid: string;
  content: string;
  status: boolean;
  gmtCreate: string;
  gmtModified: string;
}

const reportPartition = discussionReportKey(0).pk;

function reportOf(item: Record<string, unknown>): StoredReport {
  return {
    id: Number(item.id),
    did: Number(item.did),
    reporter: String(item.reporter ?? ''),
    reporterUid: String(item.reporterUid ?? ''),
    content: String(item.content ?? ''),
    status: item.status === true,
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? ''),
  };
}

/** Stores a report under the next report id (1 WCU for the sequence, 1 for the report). */
export async function storeReport(
  report: Omit<StoredReport, 'id' | 'status' | 'gmtModified'>,
): Promise<number> {
  const { value: id } = await addToCounters(discussionReportSequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the report sequence gave no id');
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...discussionReportKey(id), ...report, id, status: false, gmtModified: report.gmtCreate },
    }),
  );
  return id;
}

/** Every report (one Query of the reports' partition: 0.5 RCU per 4 KB, about 20 reports per 4 KB). */
export async function listReports(): Promise<StoredReport[]> {
  return (await queryPartition(reportPartition)).map(reportOf);
}

export async function readReport(id: number): Promise<StoredReport | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discussionReportKey(id), ConsistentRead: true }),
  );
  return Item ? reportOf(Item) : undefined;
}

/** Marks a report handled or not, with `alongside` (the reporter's message) in the same transaction. */
export async function setReportStatus(
  id: number,
  status: boolean,
  now: Date,
  alongside: TransactItem[] = [],
): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: discussionReportKey(id),
        UpdateExpression: 'SET #status = :status, gmtModified = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now.toISOString() },
      },
    },
    ...alongside,
  ]);
}
