import { useQuery } from '@tanstack/react-query';
import { userBoxQueryOptions, type UserBoxSegment } from '../api/get-box-messages';
import { messageBoxTab } from '../boxes';
import { MessageBoxFrame } from './message-box-frame';
import { UserMessageItem } from './user-message-item';
import { useReadRefreshesUnread } from './use-read-refreshes-unread';

interface UserMessageBoxProps {
  segment: UserBoxSegment;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The comment, reply or like box: six a page, newest first. */
export function UserMessageBox({ segment, currentPage, onPage }: UserMessageBoxProps) {
  const tab = messageBoxTab(segment);
  const { data, isError, isPending, dataUpdatedAt } = useQuery(
    userBoxQueryOptions(segment, currentPage, tab.pageSize),
  );
  useReadRefreshesUnread(dataUpdatedAt);
  const records = data?.records ?? [];
  return (
    <MessageBoxFrame
      tab={tab}
      total={data?.total ?? 0}
      currentPage={currentPage}
      onPage={onPage}
      empty={records.length === 0}
      failed={isError && !isPending}
    >
      {(askDelete) =>
        records.map((message) => (
          <UserMessageItem
            key={message.id}
            message={message}
            onDelete={() =>
              askDelete({ id: message.id, name: `${message.senderUsername} · ${message.sourceTitle}` })
            }
          />
        ))
      }
    </MessageBoxFrame>
  );
}
