import { testEmailRules } from '@oj/shared';
import { updateIf } from '../update-if';
import { requireUpdate } from '../kit/update-expression';
import { stampOf } from '../kit/versioned-item';
import { expiresAfter } from '../ttl';
import { tableDefinition } from '@oj/shared';

/**
 * Take a place for one test email: at most one per `intervalSeconds` and `perDay` a day for the whole
 * site, so the button cannot be used to flood an address or spend the SES quota. One conditional
 * UpdateItem (1 write unit) on the day's counter item, which expires two days later; a refused claim
 * writes nothing. The half-minute rule restarts at midnight UTC with the new day's item.
 */
export async function claimTestEmail(now: number = Date.now()): Promise<boolean> {
  const day = new Date(now).toISOString().slice(0, 10);
  const update = requireUpdate({
    set: {
      ...stampOf('TestEmailDay', 1),
      lastSentAt: now,
      [tableDefinition.ttlAttribute]: expiresAfter(2 * 86_400, now),
    },
    add: { sent: 1 },
  });
  return updateIf({
    Key: { pk: 'CONFIG', sk: `TEST-EMAIL#${day}` },
    ...update,
    ConditionExpression: 'attribute_not_exists(#sent) OR (#sent < :perDay AND #lastSentAt <= :cutoff)',
    ExpressionAttributeNames: {
      ...update.ExpressionAttributeNames,
      '#sent': 'sent',
      '#lastSentAt': 'lastSentAt',
    },
    ExpressionAttributeValues: {
      ...update.ExpressionAttributeValues,
      ':perDay': testEmailRules.perDay,
      ':cutoff': now - testEmailRules.intervalSeconds * 1000,
    },
  });
}
