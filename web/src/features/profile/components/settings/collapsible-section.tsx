import { useId, useState, type ReactNode } from 'react';

/** A panel whose body folds away under its title (the two sections of the settings page). */
export function CollapsibleSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid={testId}>
      <button
        className="flex w-full items-center justify-between px-5 py-4 text-left"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <h2 className="text-base font-semibold text-slate-800">{title}</h2>
        <span className={`text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden>
          ▾
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-5 py-5">
        {children}
      </div>
    </section>
  );
}
