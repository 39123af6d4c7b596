import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';
import { toItem } from '../kit/versioned-item';

/** A slide puzzle is answered within two minutes or not at all. */
const slideCaptchaLifetimeSeconds = 120;

export function slideCaptchaKey(captchaKey: string): ItemKey {
  return { pk: keyOf('CAPTCHA', captchaKey), sk: 'SLIDE' };
}

/** Remember where the gap of a puzzle is. */
export async function putSlideCaptcha(captchaKey: string, gapX: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toItem(slideCaptchaKey(captchaKey), 'SlideCaptcha', 1, {
        gapX,
        [tableDefinition.ttlAttribute]: expiresAfter(slideCaptchaLifetimeSeconds),
      }),
    }),
  );
}

/** Take a puzzle's answer, once: the item is deleted by the same call, so a puzzle cannot be replayed. */
export async function takeSlideCaptcha(captchaKey: string): Promise<number | undefined> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: slideCaptchaKey(captchaKey), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || isExpired(Attributes)) return undefined;
  return Number(Attributes.gapX);
}
