import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/card';

/**
 * The profile text (the signature). Shown as plain text with its line breaks kept: React escapes it, so
 * whatever a user writes cannot run in a visitor's page.
 */
export function SignatureText({ signature }: { signature: string }) {
  const { t } = useTranslation();
  if (!signature.trim()) return <EmptyState text={t('user-profile.home.noSignature')} />;
  return (
    <p
      className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700"
      data-testid="signature"
    >
      {signature}
    </p>
  );
}
