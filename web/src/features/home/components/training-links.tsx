import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';

/**
 * Three picture cards for the trainings; drawn in CSS so the page needs no image files. Each opens the
 * training list.
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
        <AppLink
          key={link.key}
          href="/training"
          className={`relative flex h-28 flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br p-4 text-white shadow-sm transition hover:shadow-md ${link.gradient}`}
        >
          <span className="absolute top-3 right-4 font-mono text-3xl opacity-30">{link.glyph}</span>
          <span className="text-lg font-semibold">{t(`home.training.${link.key}`)}</span>
          <span className="text-xs text-white/80">{t(`home.training.${link.key}Hint`)}</span>
        </AppLink>
      ))}
    </div>
  );
}
