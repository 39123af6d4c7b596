import { useTranslation } from 'react-i18next';

/**
 * Three picture cards for the trainings; drawn in CSS so the page needs no image files. Trainings are
 * not built yet, so the cards are not links: each says the area is coming instead of leading to a 404.
 */
const links = [
  { key: 'basics', gradient: 'from-sky-500 to-blue-600', glyph: '{ }' },
  { key: 'algorithms', gradient: 'from-indigo-500 to-violet-600', glyph: 'O(n)' },
  { key: 'contests', gradient: 'from-emerald-500 to-teal-600', glyph: '#1' },
] as const;

export function TrainingLinks() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="training-links">
      {links.map((link) => (
        <div
          key={link.key}
          aria-disabled="true"
          title={t('menu.comingHint')}
          data-coming="/training"
          className={`relative flex h-28 cursor-not-allowed flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br p-4 text-white shadow-sm ${link.gradient}`}
        >
          <span className="absolute top-3 left-4 rounded bg-white/25 px-1.5 text-xs">{t('menu.coming')}</span>
          <span className="absolute top-3 right-4 font-mono text-3xl opacity-30">{link.glyph}</span>
          <span className="text-lg font-semibold">{t(`home.training.${link.key}`)}</span>
          <span className="text-xs text-white/80">{t(`home.training.${link.key}Hint`)}</span>
        </div>
      ))}
    </div>
  );
}
