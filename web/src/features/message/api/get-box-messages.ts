import { keepPreviousData } from '@tanstack/react-query';
import {
  getCommentMessages,
  getLikeMessages,
  getMineMessages,
  getReplyMessages,
  getSystemMessages,
} from '@oj/shared/api/message';
import { callQueryOptions } from '../../../lib/call-query';

/** The boxes of someone else's action on your things, and the boxes of notices. */
export type UserBoxSegment = 'discuss' | 'reply' | 'like';
export type SystemBoxSegment = 'sys' | 'mine';

/** The list call of each box (spec part 3, §7 "Messages"). */
const userBoxCalls = { discuss: getCommentMessages, reply: getReplyMessages, like: getLikeMessages } as const;
const systemBoxCalls = { sys: getSystemMessages, mine: getMineMessages } as const;

/** Every list call: a box read marks its messages read, so these are what the unread counts follow. */
export const boxListCalls = [...Object.values(userBoxCalls), ...Object.values(systemBoxCalls)];

/*
 * Reading a page marks its messages read on the server, so a box is read afresh on every visit
 * (`staleTime` 0), and the page on screen stays while the next one loads.
 */
const listExtras = { staleTime: 0, placeholderData: keepPreviousData } as const;

/** One page of the comment, reply or like box, newest first. */
export const userBoxQueryOptions = (segment: UserBoxSegment, currentPage: number, limit: number) =>
  callQueryOptions(userBoxCalls[segment], { currentPage, limit }, listExtras);

/**
 * One page of the system notices or of the messages about your own things, newest first. The server
 * writes a `Mine` message's title and text in the language asked in, so the page is kept per language:
 * switching the interface language reads it again in the new one.
 */
export const systemBoxQueryOptions = (
  segment: SystemBoxSegment,
  currentPage: number,
  limit: number,
  language: string,
) =>
  callQueryOptions(systemBoxCalls[segment], { currentPage, limit }, { ...listExtras, alsoKeyedBy: language });
