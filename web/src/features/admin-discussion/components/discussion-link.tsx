import type { ReactNode } from 'react';

/** The admin pages open what they point at in a new tab, so the list stays where it was. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface DiscussionLinkProps {
  did: number;
  testId: string;
  children: ReactNode;
}

/** A discussion's title, opening the discussion on the site in a new tab. */
export function DiscussionLink({ did, testId, children }: DiscussionLinkProps) {
  return (
    <a
      href={`/discussion-detail/${did}`}
      {...newTab}
      className="font-medium break-words text-blue-700 hover:underline"
      data-testid={testId}
    >
      {children}
    </a>
  );
}
