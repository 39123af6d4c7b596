import type { ReactNode } from 'react';

const padding = {
  even: 'p-5',
  // The contest form's cards pad 16 px on a phone, where its award and account tables are wide.
  'tight-on-phone': 'p-4 sm:p-5',
} as const;

interface FormSectionProps {
  title: string;
  children: ReactNode;
  padding?: keyof typeof padding;
  testId?: string;
}

/** One titled card of a long admin form (the problem form, the contest form). */
export function FormSection({ title, children, padding: look = 'even', testId }: FormSectionProps) {
  return (
    <section
      className={`mb-5 rounded-xl border border-slate-200 bg-white shadow-sm ${padding[look]}`}
      data-testid={testId}
    >
      <h2 className="mb-4 text-base font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** A field's problem (already translated) under it, read out as it appears; or nothing. */
export function FieldProblemText({ text, testId }: { text: string | null | undefined; testId?: string }) {
  return text ? (
    <p className="mt-1 text-xs text-red-500" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
