import {
  cleanMessages as cleanMessagesCall,
  getCommentMessages,
  getLikeMessages,
  getMineMessages,
  getReplyMessages,
  getSystemMessages as getSystemMessagesCall,
  getUnreadMessageCount as getUnreadMessageCountCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { cleanMessages } from './clean-messages';
import { mineBoxHandler, userBoxHandler } from './get-box-page';
import { getSystemMessages } from './get-system-messages';
import { getUnreadMessageCount } from './get-unread-count';

/** The message centre (spec part 3, §2.5 and §7): every call reads or changes the caller's own boxes. */
export const messageRoutes: readonly Route[] = [
  route(getUnreadMessageCountCall, 'user', getUnreadMessageCount),
  route(getCommentMessages, 'user', userBoxHandler('Discuss')),
  route(getReplyMessages, 'user', userBoxHandler('Reply')),
  route(getLikeMessages, 'user', userBoxHandler('Like')),
  route(getSystemMessagesCall, 'user', getSystemMessages),
  route(getMineMessages, 'user', mineBoxHandler),
  route(cleanMessagesCall, 'user', cleanMessages),
];
