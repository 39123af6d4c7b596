import type { ReactNode } from 'react';
import { AppLink } from './app-link';

interface DeadEndProps {
  testId: string;
  /** Where the one way out leads, and what its button says. */
  linkTo: string;
  linkText: string;
  /** What went wrong, in the screen's own words. */
  children: ReactNode;
}

/** A screen with nothing to show (the 404 page, a problem that did not load): why, and one way out. */
export function DeadEnd({ testId, linkTo, linkText, children }: DeadEndProps) {
  return (
    <div className="flex flex-col items-center py-24 text-center" data-testid={testId}>
      {children}
      <AppLink
        href={linkTo}
        className="mt-6 rounded-md bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700"
      >
        {linkText}
      </AppLink>
    </div>
  );
}
