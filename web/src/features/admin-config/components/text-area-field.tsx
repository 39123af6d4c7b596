import type { TextareaHTMLAttributes } from 'react';

/** A labelled multi-line input with a help line under it. */
export function TextAreaField({
  label,
  help,
  id,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; help?: string }) {
  return (
    <label className="mb-3 block" htmlFor={id}>
      <span className="mb-1 block text-sm text-slate-600">{label}</span>
      <textarea
        id={id}
        className="w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
        {...input}
      />
      {help ? <span className="mt-1 block text-xs text-slate-500">{help}</span> : null}
    </label>
  );
}
