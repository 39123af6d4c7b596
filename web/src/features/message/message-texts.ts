import type { UserMessage } from '@oj/shared/api/message';

/** The two texts a comment, reply or like message shows: what the sender wrote, and what of yours it is about. */
export interface MessageTexts {
  /** The sender's comment or reply; none for a like, where the sender wrote nothing. */
  written: string | null;
  /** Your comment or reply it answers or likes, or, for a like of your discussion, its description. */
  yours: string | null;
}

export function messageTexts(message: UserMessage): MessageTexts {
  const liked = message.action === 'Like_Post' || message.action === 'Like_Discuss';
  const written = liked || !message.sourceContent ? null : message.sourceContent;
  const yours = message.quoteContent || (liked && message.sourceContent ? message.sourceContent : null);
  return { written, yours };
}
