import { useTranslation } from 'react-i18next';
import { TextButton } from '../../../components/ui/text-button';

interface MessageDeleteButtonProps {
  onDelete: () => void;
  /** Where it sits in its item's line (e.g. `ml-auto`). */
  className?: string;
}

/** A message's delete link: grey and small like the message's time, red on hover. */
export function MessageDeleteButton({ onDelete, className }: MessageDeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <TextButton
      tone="quiet-danger"
      className={className ? `text-xs text-slate-400 ${className}` : 'text-xs text-slate-400'}
      onClick={onDelete}
      data-testid="message-delete"
    >
      {t('message.delete')}
    </TextButton>
  );
}
