import { useTranslation } from 'react-i18next';

/** A balloon in the problem's colour beside its display id; grey when the contest gave it none. */
export function BalloonMark({ displayId, color }: { displayId: string; color: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-balloon-color={color ?? ''}>
      <svg
        viewBox="0 0 20 26"
        className="h-6 w-5 shrink-0 drop-shadow-sm"
        role="img"
        aria-label={
          color ? t('contest-ac-info.list.balloonOf', { color }) : t('contest-ac-info.list.noColor')
        }
      >
        <path
          d="M10 1C4.9 1 1.5 5 1.5 9.6c0 5 4.2 9 7.4 10.4l-1 1.8h4.2l-1-1.8c3.2-1.4 7.4-5.4 7.4-10.4C18.5 5 15.1 1 10 1Z"
          fill={color ?? '#cbd5e1'}
          stroke="rgba(15,23,42,0.35)"
          strokeWidth="0.8"
        />
        <path d="M10 22c-.8 1.2.8 2 0 3.5" fill="none" stroke="#94a3b8" strokeWidth="0.8" />
        <ellipse cx="6.6" cy="6.6" rx="1.6" ry="2.4" fill="white" opacity="0.45" />
      </svg>
      <span className="font-mono font-semibold text-slate-800">{displayId}</span>
    </span>
  );
}
