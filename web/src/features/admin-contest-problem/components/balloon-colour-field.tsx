import { useTranslation } from 'react-i18next';

/** Balloon colours an organiser usually has at hand; any other is one click on the picker away. */
const presets = [
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#06b6d4',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#ffffff',
  '#111827',
];

interface BalloonColourFieldProps {
  /** `#rrggbb`, or empty for none. */
  value: string;
  onChange: (colour: string) => void;
  testId?: string;
}

/** The balloon colour of a contest problem (for the AC helper): presets, a picker, or none. */
export function BalloonColourField({ value, onChange, testId }: BalloonColourFieldProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <span className="mb-1 block text-sm text-slate-600">{t('admin-contest-problem.link.color')}</span>
      <div className="flex flex-wrap items-center gap-1.5">
        {presets.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-label={colour}
            aria-pressed={value.toLowerCase() === colour}
            className={`h-6 w-6 rounded-full border ${value.toLowerCase() === colour ? 'ring-2 ring-blue-500 ring-offset-1' : 'border-slate-300'}`}
            style={{ background: colour }}
            onClick={() => onChange(colour)}
          />
        ))}
        <input
          type="color"
          aria-label={t('admin-contest-problem.link.pickColor')}
          className="h-7 w-10 cursor-pointer rounded border border-slate-300"
          value={value || '#ffffff'}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId ? `${testId}-picker` : undefined}
        />
        <button type="button" className="text-xs text-slate-500 hover:underline" onClick={() => onChange('')}>
          {t('admin-contest-problem.link.noColor')}
        </button>
      </div>
    </div>
  );
}

/** A small round swatch of a balloon colour; a dash for none. */
export function BalloonSwatch({ colour }: { colour: string | null }) {
  if (!colour) return <span className="text-slate-400">-</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-500">
      <span
        className="inline-block h-4 w-4 rounded-full border border-slate-300"
        style={{ background: colour }}
      />
      {colour}
    </span>
  );
}
