import { lazy } from 'react';
import { loadDiscussionCatalogues } from '../feature-catalogues';

/*
 * The header's message pieces that speak (the unread notice, the user menu's boxes) load with the
 * message strings when first needed, so /home's first load carries only the poll and the badge.
 */

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
