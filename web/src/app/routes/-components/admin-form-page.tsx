import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { DeadEnd } from '../../../components/dead-end';

/* The frame of the admin create and edit form pages (problems, contests): heading, back link, the edit page's dead end. */

/** The id in an edit page's URL, or null when it is not a positive whole number. */
export function positiveId(raw: string): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The link back to the list the form came from. */
export function BackToList({ href, text }: { href: string; text: string }) {
  return (
    <AppLink href={href} className="text-sm text-blue-600 hover:underline">
      {text}
    </AppLink>
  );
}

export function AdminFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="mx-auto mb-4 max-w-5xl text-xl font-semibold text-slate-800">{title}</h1>
      {children}
    </div>
  );
}

interface EditProps<Stored> {
  title: string;
  /** The stored record once read; `missing` when the id is bad or the read failed. */
  stored: { data: Stored | undefined; missing: boolean };
  missingTestId: string;
  notFoundText: string;
  list: { href: string; text: string };
  loadingText: string;
  children: (stored: Stored) => ReactNode;
}

/** An edit page: the stored record in its form, a dead end back to the list when there is none. */
export function AdminEditFormPage<Stored>(props: EditProps<Stored>) {
  const { title, stored, missingTestId, notFoundText, list, loadingText, children } = props;
  if (stored.missing)
    return (
      <DeadEnd testId={missingTestId} linkTo={list.href} linkText={list.text}>
        <p className="text-slate-600">{notFoundText}</p>
      </DeadEnd>
    );
  return (
    <AdminFormPage title={title}>
      {stored.data === undefined ? (
        <p className="text-sm text-slate-500">{loadingText}</p>
      ) : (
        children(stored.data)
      )}
    </AdminFormPage>
  );
}
