import type { TextareaHTMLAttributes } from 'react';

/** A labelled multi-line input, styled like the shared FormField. */
export function TextAreaField({
  label,
  problem,
  id,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; problem?: string | null }) {
  return (
    <label className="mb-3 block" htmlFor={id}>
      <span className="mb-1 block text-sm text-slate-600">{label}</span>
      <textarea
        id={id}
        rows={5}
        className={`w-full rounded-md border px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${problem ? 'border-red-400' : 'border-slate-300'}`}
        {...input}
      />
      {problem ? <span className="mt-1 block text-xs text-red-500">{problem}</span> : null}
    </label>
  );
}
