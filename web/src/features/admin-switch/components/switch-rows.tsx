import { useTranslation } from 'react-i18next';

/** One switch with its label and help text, on the right its On/Off button. */
export function ToggleRow({
  label,
  help,
  checked,
  onChange,
  testId,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <p className="mt-0.5 text-xs text-slate-500">{help}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={`flex h-7 w-16 shrink-0 items-center rounded-full px-1 text-xs font-medium transition ${checked ? 'justify-end bg-blue-600 text-white' : 'justify-start bg-slate-300 text-slate-700'}`}
      >
        <span className="px-1">{checked ? t('admin-switch.on') : t('admin-switch.off')}</span>
      </button>
    </div>
  );
}

/** One number (a quota, the interval) with its label and help text, the field on the right. */
export function NumberRow({
  id,
  label,
  help,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 border-b border-slate-100 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <label className="min-w-0" htmlFor={id}>
        <span className="block text-sm font-medium text-slate-800">{label}</span>
        <span className="mt-0.5 block text-xs text-slate-500">{help}</span>
      </label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
        className="w-full shrink-0 rounded-md border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100 sm:w-28"
      />
    </div>
  );
}

/** A titled group of rows. */
export function SwitchSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-4 first:mt-0">
      <h3 className="border-b border-slate-200 pb-1 text-sm font-semibold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}
