import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/card';
import { MarkdownView } from '../../../components/markdown-view';

/**
 * The profile text (the signature), rendered as markdown with formulas (spec §2); the renderer
 * sanitises the HTML, so whatever a user writes cannot run in a visitor's page.
 */
export function SignatureText({ signature }: { signature: string }) {
  const { t } = useTranslation();
  if (!signature.trim()) return <EmptyState text={t('profile.home.noSignature')} />;
  return (
    <div data-testid="signature">
      <MarkdownView source={signature} className="text-sm" />
    </div>
  );
}
