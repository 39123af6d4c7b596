import type { SystemMessage } from '@oj/shared/api/message';
import { MarkdownView } from '../../../components/markdown-view';
import { MessageDeleteButton } from './message-delete-button';
import { MessageStamp } from './message-stamp';

interface SystemMessageItemProps {
  message: SystemMessage;
  onDelete: (message: SystemMessage) => void;
}

/** A system notice or a message about your own things: its title, time and markdown text. */
export function SystemMessageItem({ message, onDelete }: SystemMessageItemProps) {
  return (
    <li className="px-4 py-4" data-testid="message-item" data-id={message.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-slate-800" data-testid="message-title">
          {message.title}
        </h3>
        <MessageStamp message={message} />
      </div>
      <MarkdownView source={message.content} className="mt-2 !text-sm !leading-6" />
      <div className="mt-1 flex justify-end">
        <MessageDeleteButton onDelete={() => onDelete(message)} />
      </div>
    </li>
  );
}
