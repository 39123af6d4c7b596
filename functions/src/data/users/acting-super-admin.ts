import { roleCodes } from '@oj/shared';
import type { TransactItem } from '../transact';
import { tableName } from '../dynamo-client';
import { userKey } from './user-item';

/*
 * The site must always keep one super admin who can log in (docs/decisions.md, "Who assigns roles").
 * A super admin never demotes, disables or deletes their own account, so after any such change by
 * them they remain; but two super admins acting on each other at the same moment would each pass that
 * rule against what they read. The account making the change is therefore checked in the same
 * transaction as the change: whichever write lands second finds its author no longer an enabled super
 * admin and is refused.
 */

const stillSuperAdmin = {
  ConditionExpression: 'roleCode = :superAdmin AND (attribute_not_exists(#status) OR #status <> :disabled)',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':superAdmin': roleCodes.superAdmin, ':disabled': 1 },
} as const;

/** The check, as a transaction item of its own, for a change to another account than the actor's. */
export function actingSuperAdminCheck(actorUid: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: userKey(actorUid), ...stillSuperAdmin } };
}

/**
 * The same check folded into the condition of an update of the actor's own account (a transaction may
 * not name one item twice): a super admin who was demoted meanwhile cannot write their role back.
 */
export function stillSuperAdminCondition(): typeof stillSuperAdmin {
  return stillSuperAdmin;
}
