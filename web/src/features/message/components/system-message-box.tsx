import { useQuery } from '@tanstack/react-query';
import { systemBoxQueryOptions, type SystemBoxSegment } from '../api/get-box-messages';
import { messageBoxTab } from '../boxes';
import { MessageBoxFrame } from './message-box-frame';
import { SystemMessageItem } from './system-message-item';
import { useReadRefreshesUnread } from './use-read-refreshes-unread';

interface SystemMessageBoxProps {
  segment: SystemBoxSegment;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The system notices or the messages about your own things: eight a page, newest first. */
export function SystemMessageBox({ segment, currentPage, onPage }: SystemMessageBoxProps) {
  const tab = messageBoxTab(segment);
  const { data, isError, isPending, dataUpdatedAt } = useQuery(
    systemBoxQueryOptions(segment, currentPage, tab.pageSize),
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
          <SystemMessageItem
            key={message.id}
            message={message}
            onDelete={() => askDelete({ id: message.id, name: message.title })}
          />
        ))
      }
    </MessageBoxFrame>
  );
}
