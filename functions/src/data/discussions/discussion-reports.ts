import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { discussionReportKey, discussionReporterKey, discussionReportSequenceKey } from './discussion-keys';

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

/** Why a report was not stored: the reporter's last report of it is unhandled, or today's quota is used. */
export type ReportRefusal = 'stillOpen' | 'dailyLimitReached';

/**
 * Stores a report under the next report id, unless the reporter's last report of the same discussion
 * is still unhandled: the reporter row names that report, and the row is replaced only under a
 * condition on what was read, so two reports sent at once store one. `dailyQuota` (`takeDailyQuota`;
 * null for admin roles) caps the reporter's reports a day in the same transaction. Cost: a GetItem of
 * the reporter row (and of its last report when there is one), 1 WCU for the sequence, and a 3-item
 * transaction (6 WCU).
 */
export async function storeReport(
  report: Omit<StoredReport, 'id' | 'status' | 'gmtModified'>,
  dailyQuota: TransactItem | null,
): Promise<number | ReportRefusal> {
  const reporterKey = discussionReporterKey(report.did, report.reporterUid);
  const { Item: reporter } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: reporterKey, ConsistentRead: true }),
  );
  const lastId = reporter?.openReportId === undefined ? undefined : Number(reporter.openReportId);
  if (lastId !== undefined && (await readReport(lastId))?.status === false) return 'stillOpen';
  const { value: id } = await addToCounters(discussionReportSequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the report sequence gave no id');
  const quotaItems = dailyQuota ? [dailyQuota] : [];
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...reporterKey, openReportId: id },
          ...(lastId === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: 'openReportId = :last',
                ExpressionAttributeValues: { ':last': lastId },
              }),
        },
      },
      ...quotaItems,
      {
        Put: {
          TableName: tableName(),
          Item: { ...discussionReportKey(id), ...report, id, status: false, gmtModified: report.gmtCreate },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedInTransaction)) throw error;
    return error.failedIndexes.includes(0) ? 'stillOpen' : 'dailyLimitReached';
  }
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
