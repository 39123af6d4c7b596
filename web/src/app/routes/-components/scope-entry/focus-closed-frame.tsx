import type { ReactNode } from 'react';
import { AppLink } from '../../../../components/app-link';

/**
 * Focus mode of a contest or training the viewer has not passed into yet (a password, a lock, the
 * start): the scope's name and the way out of focus mode above what stands in the way, since focus
 * mode draws no head or tabs of its own.
 */
export function FocusClosedFrame({
  title,
  backHref,
  backText,
  children,
}: {
  title: string;
  backHref: string;
  backText: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" data-testid="focus-closed">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold break-words text-slate-800">{title}</h1>
        <AppLink href={backHref} className="text-sm text-blue-600 hover:underline">
          {backText}
        </AppLink>
      </div>
      {children}
    </div>
  );
}
