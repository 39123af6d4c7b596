import { queryAll } from '../kit/query-all';
import { accountsIndex, userFromItem, type UserAccount } from './user-item';

/**
 * Every account, newest first, from the sparse accounts index: the admin user list filters and pages
 * them in memory. Cost: 0.5 RCU per 4 KB of all accounts per call (about 60 RCU for 1,000 accounts):
 * an administrator's screen, not a visitor's, so it is not cached and shows an edit at once.
 */
export async function listAccounts(): Promise<UserAccount[]> {
  const items = await queryAll({
    IndexName: accountsIndex.name,
    KeyConditionExpression: 'gsi1pk = :accounts',
    ExpressionAttributeValues: { ':accounts': accountsIndex.partition },
    ScanIndexForward: false,
  });
  return items.map(userFromItem);
}
