import type { ReactNode } from 'react';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';

/** One titled card of the contest form. */
export function FormCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <h2 className="mb-4 text-base font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** A field's problem (already translated) under it, or nothing. */
export function ProblemText({ text, testId }: { text: string | null; testId?: string }) {
  return text ? (
    <p className="mt-1 text-xs text-red-500" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

/** A switch with its label and a line saying what it does. */
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <div className="flex items-start gap-3 py-2">
      <ToggleSwitch checked={checked} label={label} onChange={onChange} testId={testId} />
      <div className="min-w-0 text-sm">
        <span className="text-slate-700">{label}</span>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

export const inputClass =
  'w-full rounded-md border px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The border of a field: red while it has a problem. */
export const borderOf = (problem: string | null) => (problem ? 'border-red-400' : 'border-slate-300');
