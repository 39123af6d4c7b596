import { useTranslation } from 'react-i18next';
import type { UserMessage } from '@oj/shared/api/message';
import { AppLink } from '../../../components/app-link';
import { messageHref } from '../boxes';
import { messageTexts } from '../message-texts';
import { MessageDeleteButton } from './message-delete-button';
import { MessageStamp } from './message-stamp';
import { SenderAvatar } from './sender-avatar';

interface UserMessageItemProps {
  message: UserMessage;
  onDelete: (message: UserMessage) => void;
}

/**
 * Someone's comment, reply or like: who, what they did, what they wrote, what of yours it answers,
 * and where, linked. Every text is shown as plain text (a user wrote it); it is a short quote.
 */
export function UserMessageItem({ message, onDelete }: UserMessageItemProps) {
  const { t } = useTranslation();
  const href = messageHref(message.url);
  const senderHref = `/user-home?uid=${encodeURIComponent(message.senderId)}&username=${encodeURIComponent(message.senderUsername)}`;
  const { written, yours } = messageTexts(message);
  return (
    <li className="flex gap-3 px-4 py-4" data-testid="message-item" data-id={message.id}>
      <AppLink href={senderHref} className="shrink-0">
        <SenderAvatar avatar={message.senderAvatar} username={message.senderUsername} />
      </AppLink>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <AppLink href={senderHref} className="font-medium text-slate-800 hover:text-blue-600">
            {message.senderUsername}
          </AppLink>
          <span className="text-sm text-slate-500" data-testid="message-action">
            {t(`message.actions.${message.action}`)}
          </span>
          <MessageStamp message={message} />
        </div>
        {written ? (
          <p
            className="mt-1.5 text-sm break-words whitespace-pre-wrap text-slate-700"
            data-testid="message-content"
          >
            {written}
          </p>
        ) : null}
        {yours ? (
          <blockquote
            className="mt-2 border-l-2 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-500"
            data-testid="message-quote"
          >
            <span className="mr-1 text-xs text-slate-400">{t('message.yours')}</span>
            {yours}
          </blockquote>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="min-w-0 break-words text-slate-500">
            {t('message.sourceLine', { source: t(`message.sources.${message.sourceType}`) })}
            {href ? (
              <AppLink href={href} className="text-blue-600 hover:underline" data-testid="message-source">
                {message.sourceTitle}
              </AppLink>
            ) : (
              <span data-testid="message-source">{message.sourceTitle}</span>
            )}
          </span>
          <MessageDeleteButton className="ml-auto" onDelete={() => onDelete(message)} />
        </div>
      </div>
    </li>
  );
}
