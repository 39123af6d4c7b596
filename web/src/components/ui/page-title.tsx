import type { ReactNode } from 'react';

interface PageTitleProps {
  children: ReactNode;
  testId?: string;
}

/**
 * A screen's title (its `h1`). A title someone wrote (a contest's, a discussion's) can be one long
 * word: it breaks rather than widen the page, and shrinks in a flex row beside its tags.
 */
export function PageTitle({ children, testId }: PageTitleProps) {
  return (
    <h1 className="min-w-0 text-xl font-semibold break-words text-slate-800" data-testid={testId}>
      {children}
    </h1>
  );
}
