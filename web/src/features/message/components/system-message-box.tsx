import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemBoxQueryOptions, type SystemBoxSegment } from '../api/get-box-messages';
import { messageBoxTab } from '../boxes';
import { MessageBoxFrame } from './message-box-frame';
import { SystemMessageItem } from './system-message-item';

interface SystemMessageBoxProps {
  segment: SystemBoxSegment;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The system notices or the messages about your own things: eight a page, newest first. */
export function SystemMessageBox({ segment, currentPage, onPage }: SystemMessageBoxProps) {
  const { i18n } = useTranslation();
  const tab = messageBoxTab(segment);
  const page = useQuery(systemBoxQueryOptions(segment, currentPage, tab.pageSize, i18n.language));
  return (
    <MessageBoxFrame tab={tab} page={page} currentPage={currentPage} onPage={onPage}>
      {(message, askDelete) => (
        <SystemMessageItem
          key={message.id}
          message={message}
          onDelete={() => askDelete({ id: message.id, name: message.title })}
        />
      )}
    </MessageBoxFrame>
  );
}
