import { describe, expect, it } from 'vitest';
import type { UserMessage } from '@oj/shared/api/message';
import { messageTexts } from './message-texts';

const base: UserMessage = {
  id: 1,
  action: 'Discuss',
  sourceId: 7,
  sourceType: 'Discussion',
  sourceTitle: 'Prefix sums',
  sourceContent: 'Nice one',
  quoteId: null,
  quoteType: null,
  quoteContent: null,
  url: '/discussion-detail/7',
  state: false,
  senderId: 'u2',
  senderUsername: 'bob',
  senderAvatar: '',
  gmtCreate: '2026-11-24T10:00:00Z',
};

describe('the texts of a message', () => {
  it('shows a comment as what the sender wrote, with nothing of yours', () => {
    expect(messageTexts(base)).toEqual({ written: 'Nice one', yours: null });
  });

  it('shows a reply with the comment of yours it answers', () => {
    const reply = { ...base, action: 'Reply' as const, quoteContent: 'My note' };
    expect(messageTexts(reply)).toEqual({ written: 'Nice one', yours: 'My note' });
  });

  it('shows a like of your comment as that comment, and a like of your discussion as its description', () => {
    const comment = {
      ...base,
      action: 'Like_Post' as const,
      sourceContent: 'My note',
      quoteContent: 'My note',
    };
    expect(messageTexts(comment)).toEqual({ written: null, yours: 'My note' });
    const discussion = { ...base, action: 'Like_Discuss' as const, sourceContent: 'How to add' };
    expect(messageTexts(discussion)).toEqual({ written: null, yours: 'How to add' });
  });
});
