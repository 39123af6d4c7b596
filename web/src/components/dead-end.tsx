import type { ReactNode } from 'react';
import { AppLink } from './app-link';

interface DeadEndProps {
  testId: string;
  /** Where the one way out leads, and what its button says. */
  linkTo: string;
  linkText: string;
  /** Another way out beside it, where the screen has one (the 404 page's Back). */
  besideLink?: ReactNode;
  /** What went wrong, in the screen's own words. */
  children: ReactNode;
}

/** A screen with nothing to show (the 404 page, a problem that did not load): why, and the way out. */
export function DeadEnd({ testId, linkTo, linkText, besideLink, children }: DeadEndProps) {
  return (
    <div className="flex flex-col items-center py-24 text-center" data-testid={testId}>
      {children}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink
          href={linkTo}
          className="rounded-md bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700"
        >
          {linkText}
        </AppLink>
        {besideLink}
      </div>
    </div>
  );
}
