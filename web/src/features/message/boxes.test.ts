import { describe, expect, it } from 'vitest';
import {
  firstUnreadSegment,
  messageBoxTab,
  messageBoxTabs,
  messageHref,
  pageAfterRemoval,
  segmentOfPath,
  unreadTotal,
} from './boxes';

describe('the message boxes', () => {
  it('lists the five tabs in the spec order with 6 a page for user boxes and 8 for notices', () => {
    expect(messageBoxTabs.map((tab) => `${tab.segment}:${tab.box}:${tab.counter}:${tab.pageSize}`)).toEqual([
      'discuss:Discuss:comment:6',
      'reply:Reply:reply:6',
      'like:Like:like:6',
      'sys:Sys:sys:8',
      'mine:Mine:mine:8',
    ]);
    expect(messageBoxTab('sys').kind).toBe('system');
  });

  it('adds the five counters into the header total', () => {
    expect(unreadTotal({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
    expect(unreadTotal(undefined)).toBe(0);
  });

  it('opens the first box with unread messages from the notice', () => {
    expect(firstUnreadSegment({ comment: 0, reply: 0, like: 2, sys: 1, mine: 0 })).toBe('like');
    expect(firstUnreadSegment({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 })).toBe('discuss');
    expect(firstUnreadSegment(undefined)).toBe('discuss');
  });

  it('reads the box from the path, falling back to the first', () => {
    expect(segmentOfPath('/message/like')).toBe('like');
    expect(segmentOfPath('/message/mine/')).toBe('mine');
    expect(segmentOfPath('/message')).toBe('discuss');
    expect(segmentOfPath('/message/other')).toBe('discuss');
  });

  it('stays on the page while it keeps messages and steps back when its last one goes', () => {
    expect(pageAfterRemoval(13, 1, 6, 3)).toBe(2);
    expect(pageAfterRemoval(14, 1, 6, 3)).toBe(3);
    expect(pageAfterRemoval(5, 5, 6, 1)).toBe(1);
    expect(pageAfterRemoval(20, 20, 6, 4)).toBe(1);
  });

  it('links a message only to a path of this site', () => {
    expect(messageHref('/discussion-detail/7')).toBe('/discussion-detail/7');
    expect(messageHref('/contest/3/comment')).toBe('/contest/3/comment');
    expect(messageHref('https://evil.example/')).toBeNull();
    expect(messageHref('//evil.example/')).toBeNull();
    expect(messageHref('javascript:alert(1)')).toBeNull();
    expect(messageHref('/\\evil.example')).toBeNull();
  });
});
