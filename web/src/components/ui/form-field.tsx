import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated problem text, shown under the field. */
  problem?: string | null;
}

/** A labelled text input with its validation message. */
export function FormField({ label, problem, id, ...input }: FormFieldProps) {
  return (
    <label className="mb-3 block" htmlFor={id}>
      <span className="mb-1 block text-sm text-slate-600">{label}</span>
      <input
        id={id}
        className={`w-full rounded-md border px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${problem ? 'border-red-400' : 'border-slate-300'}`}
        {...input}
      />
      {problem ? <span className="mt-1 block text-xs text-red-500">{problem}</span> : null}
    </label>
  );
}
