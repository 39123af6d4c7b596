import { cleanMessages, getUnreadMessageCount } from '@oj/shared/api/message';
import type { MessageBox } from '@oj/shared/domain/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import { boxListCalls } from './get-box-messages';

/** What `msg/clean` removes: one message of a box, or the whole box when `id` is absent. */
export interface CleanTarget {
  box: MessageBox;
  id?: number;
}

/** Deletes one message or clears a box; the lists and the unread counts are read again. */
export const useCleanMessages = () =>
  useCallMutation(cleanMessages, {
    toInput: ({ box, id }: CleanTarget) => ({ query: { type: box, id } }),
    invalidates: [...boxListCalls.map((call) => callKey(call)), callKey(getUnreadMessageCount)],
  });
