import { messageIndexRoute } from './message.index';
import { messageDiscussRoute } from './message.discuss';
import { messageReplyRoute } from './message.reply';
import { messageLikeRoute } from './message.like';
import { messageSysRoute } from './message.sys';
import { messageMineRoute } from './message.mine';

/** The boxes of the message centre, children of `messageRoute` (one line each), typed as a tuple. */
export const messageBoxRoutes = [
  messageIndexRoute,
  messageDiscussRoute,
  messageReplyRoute,
  messageLikeRoute,
  messageSysRoute,
  messageMineRoute,
] as const;
