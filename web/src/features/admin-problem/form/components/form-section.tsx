import type { ReactNode } from 'react';

/** One titled card of the form. */
export function FormSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mb-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="mb-4 text-base font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** A field's problem text under it (already translated), or nothing. */
export function FieldProblemText({ text, testId }: { text: string | null | undefined; testId?: string }) {
  return text ? (
    <p className="mt-1 text-xs text-red-500" data-testid={testId} role="alert">
      {text}
    </p>
  ) : null;
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
}

export const textAreaClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';
export const inputClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';
