import { lazy } from 'react';
import { loadDiscussionCatalogues } from '../feature-catalogues';

/*
 * The header's message pieces load lazily, so /home's first load carries only the badge and its
 * store: the poll once a user is logged in, the notice and the user menu's boxes with the message
 * strings when first shown.
 */

export const UnreadWatcher = lazy(() =>
  import('../../features/message/unread/unread-watcher').then((module) => ({
    default: module.UnreadWatcher,
  })),
);

/** Starts loading the user menu's message entries and their strings (on a hover of the menu). */
export const loadMessageMenu = () =>
  loadDiscussionCatalogues().then(() => import('../../features/message/unread/message-menu-entries'));

export const MessageMenuEntries = lazy(() =>
  loadMessageMenu().then((module) => ({ default: module.MessageMenuEntries })),
);

export const UnreadNotice = lazy(() =>
  loadDiscussionCatalogues()
    .then(() => import('../../features/message/unread/unread-notice'))
    .then((module) => ({ default: module.UnreadNotice })),
);
