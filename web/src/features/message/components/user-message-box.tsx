import { useQuery } from '@tanstack/react-query';
import { userBoxQueryOptions, type UserBoxSegment } from '../api/get-box-messages';
import { messageBoxTab } from '../boxes';
import { MessageBoxFrame } from './message-box-frame';
import { UserMessageItem } from './user-message-item';

interface UserMessageBoxProps {
  segment: UserBoxSegment;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The comment, reply or like box: six a page, newest first. */
export function UserMessageBox({ segment, currentPage, onPage }: UserMessageBoxProps) {
  const tab = messageBoxTab(segment);
  const page = useQuery(userBoxQueryOptions(segment, currentPage, tab.pageSize));
  return (
    <MessageBoxFrame tab={tab} page={page} currentPage={currentPage} onPage={onPage}>
      {(message, askDelete) => (
        <UserMessageItem
          key={message.id}
          message={message}
          onDelete={() =>
            askDelete({ id: message.id, name: `${message.senderUsername} · ${message.sourceTitle}` })
          }
        />
      )}
    </MessageBoxFrame>
  );
}
