import { judgeMessageSchema, type JudgeMessage } from '@oj/shared';
import type { HeldMessage } from '../queue/judge-queue';

/** The message's body as the API wrote it; throws when it is not JSON or not a judge message. */
export function readJudgeMessage(message: HeldMessage): JudgeMessage {
  return judgeMessageSchema.parse(JSON.parse(message.body));
}
