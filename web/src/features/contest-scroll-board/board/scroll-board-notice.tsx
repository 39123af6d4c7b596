import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';

interface ScrollBoardNoticeProps {
  testId: string;
  /** The one way out, when there is one. */
  linkTo?: string;
  linkText?: string;
  children: ReactNode;
}

/** What the scroll board says instead of a board (loading, refused, failed), in its dark frame. */
export function ScrollBoardNotice({ testId, linkTo, linkText, children }: ScrollBoardNoticeProps) {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-950 px-6 text-center text-xl text-white"
      data-testid={testId}
    >
      <p className="max-w-2xl">{children}</p>
      {linkTo && linkText ? (
        <AppLink
          href={linkTo}
          className="rounded-md bg-sky-600 px-4 py-2 text-base font-semibold hover:bg-sky-500"
        >
          {linkText}
        </AppLink>
      ) : null}
    </div>
  );
}
