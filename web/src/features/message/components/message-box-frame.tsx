import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/ui/list-card';
import { EmptyState } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast-store';
import { useCleanMessages } from '../api/clean-messages';
import { pageAfterRemoval, type MessageBoxTab } from '../boxes';
import { useReadRefreshesUnread } from './use-read-refreshes-unread';

/** What the frame needs of a box's message: its id, and a short text naming it in the confirmation. */
export interface FramedMessage {
  id: number;
  name: string;
}

/** The box's page as its query holds it. */
export interface BoxPageQuery<Row> {
  data?: { records: Row[]; total: number };
  isError: boolean;
  isPending: boolean;
  /** When the page was last read: each read marks messages read, so the unread counts follow it. */
  dataUpdatedAt: number;
}

interface MessageBoxFrameProps<Row extends { id: number }> {
  tab: MessageBoxTab;
  page: BoxPageQuery<Row>;
  currentPage: number;
  onPage: (page: number) => void;
  /** A message's item, given the way to ask for its deletion. */
  children: (message: Row, askDelete: (message: FramedMessage) => void) => ReactNode;
}

/**
 * One box of the message centre: its heading, clear-all (confirmed), the list with a confirmed
 * delete per message, its pager and its empty state. After a removal the page steps back when it
 * would be empty. Every fresh read of the page has the unread counts read again.
 */
export function MessageBoxFrame<Row extends { id: number }>({
  tab,
  page,
  currentPage,
  onPage,
  children,
}: MessageBoxFrameProps<Row>) {
  useReadRefreshesUnread(page.dataUpdatedAt);
  const records = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  const empty = records.length === 0;
  const failed = page.isError && !page.isPending;
  const { t } = useTranslation();
  const clean = useCleanMessages();
  const [deleting, setDeleting] = useState<FramedMessage | null>(null);
  const [clearing, setClearing] = useState(false);
  const boxName = t(`message.tabs.${tab.segment}`);
  const stepBack = (removed: number) => {
    const page = pageAfterRemoval(total, removed, tab.pageSize, currentPage);
    if (page !== currentPage) onPage(page);
  };
  return (
    <>
      <ListCard
        heading={boxName}
        hint={t(`message.hints.${tab.segment}`)}
        testId={`message-box-${tab.segment}`}
        actions={
          <Button
            variant="secondary"
            className="!px-3 !py-1.5"
            disabled={total === 0}
            onClick={() => setClearing(true)}
            data-testid="message-clear-all"
          >
            {t('message.clearAll')}
          </Button>
        }
        paging={{
          total,
          totalText: t('message.total', { count: total }),
          currentPage,
          pageSize: tab.pageSize,
          onPage,
        }}
      >
        {empty ? (
          <div data-testid="message-empty">
            <EmptyState text={t(failed ? 'message.loadFailed' : `message.empty.${tab.segment}`)} />
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((message) => children(message, setDeleting))}
          </ul>
        )}
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('message.deleteTitle')}
        describe={(message) => t('message.deleteDescribe', { what: message.name })}
        confirmText={t('message.confirm')}
        cancelText={t('message.cancel')}
        doneText={t('message.deleted')}
        busy={clean.isPending}
        onDelete={(message, deleted) =>
          clean.mutate(
            { box: tab.box, id: message.id },
            {
              onSuccess: () => {
                deleted();
                stepBack(1);
              },
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={clearing}
        title={t('message.clearTitle')}
        confirmText={t('message.confirm')}
        cancelText={t('message.cancel')}
        busy={clean.isPending}
        onCancel={() => setClearing(false)}
        onConfirm={() =>
          clean.mutate(
            { box: tab.box },
            {
              onSuccess: () => {
                showToast('success', t('message.cleared'));
                setClearing(false);
                stepBack(total);
              },
            },
          )
        }
      >
        {t('message.clearDescribe', { box: boxName })}
      </ConfirmDialog>
    </>
  );
}
