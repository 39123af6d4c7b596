import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';
import { toItem } from '../kit/versioned-item';

const textCaptchaLifetimeSeconds = 300;

export function textCaptchaKey(captchaKey: string): ItemKey {
  return { pk: keyOf('CAPTCHA', captchaKey), sk: 'TEXT' };
}

/** Remember the answer to a picture captcha. */
export async function putTextCaptcha(captchaKey: string, answer: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toItem(textCaptchaKey(captchaKey), 'TextCaptcha', 1, {
        answer,
        [tableDefinition.ttlAttribute]: expiresAfter(textCaptchaLifetimeSeconds),
      }),
    }),
  );
}

/** Whether `answer` solves the captcha (case does not matter); either way the captcha is used up. */
export async function solveTextCaptcha(captchaKey: string, answer: string): Promise<boolean> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: textCaptchaKey(captchaKey), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || isExpired(Attributes)) return false;
  return String(Attributes.answer).toLowerCase() === answer.trim().toLowerCase();
}
