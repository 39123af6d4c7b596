import type { ReactNode } from 'react';

/** A white panel with a title row, the building block of the home page. */
export function Card({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid={testId}>
      <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="text-[15px] font-semibold text-slate-800">{title}</h2>
        {extra}
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-6 text-center text-sm text-slate-400">{text}</p>;
}
