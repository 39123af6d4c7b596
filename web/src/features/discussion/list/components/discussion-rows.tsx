import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { AppLink } from '../../../../components/app-link';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { AuthorAvatar, RoleBadge } from '../../../../components/author/author-marks';
import { TextActions } from '../../../../components/ui/text-actions';
import type { DiscussionViewer } from '../../discussion-viewer';

interface DiscussionRowsProps {
  rows: readonly DiscussionRow[];
  categoryNames: ReadonlyMap<number, string>;
  viewer: DiscussionViewer;
  loading: boolean;
  emptyText: string;
  onEdit: (row: DiscussionRow) => void;
  onDelete: (row: DiscussionRow) => void;
  onPin: (row: DiscussionRow) => void;
  onCategory: (cid: number) => void;
}

/** One line of counts: views, likes, comments. */
function Counts({ row }: { row: DiscussionRow }) {
  const { t } = useTranslation();
  const count = (label: string, value: number, testId: string) => (
    <span title={label} data-testid={testId}>
      {label} <span className="font-medium text-slate-700">{value}</span>
    </span>
  );
  return (
    <span className="flex gap-3">
      {count(t('discussion.views'), row.viewNum, 'discussion-row-views')}
      {count(t('discussion.likes'), row.likeNum, 'discussion-row-likes')}
      {count(t('discussion.comments'), row.commentNum, 'discussion-row-comments')}
    </span>
  );
}

/**
 * The discussions of a page (spec part 3 §2.1): pinned ones marked, each with its title, description,
 * author, category, counts and time; the author edits and deletes their own, admin roles pin and delete.
 */
export function DiscussionRows(props: DiscussionRowsProps) {
  const { t } = useTranslation();
  const { rows, viewer } = props;
  if (rows.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-500" data-testid="discussion-empty">
        {props.loading ? '…' : props.emptyText}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="discussion-rows">
      {rows.map((row) => {
        const own = viewer.uid !== null && viewer.uid === row.uid;
        const category = props.categoryNames.get(row.categoryId);
        return (
          <li
            key={row.id}
            className={`px-4 py-3 ${row.topPriority ? 'bg-amber-50/60' : ''}`}
            data-testid="discussion-row"
            data-discussion-id={row.id}
            data-pinned={row.topPriority ? 'true' : 'false'}
          >
            <div className="flex flex-wrap items-center gap-2">
              {row.topPriority ? (
                <span
                  className="rounded bg-red-500 px-1.5 py-px text-xs font-medium text-white"
                  data-testid="discussion-pinned"
                >
                  {t('discussion.pinned')}
                </span>
              ) : null}
              {row.status === 1 ? (
                <span className="rounded bg-slate-400 px-1.5 py-px text-xs text-white">
                  {t('discussion.disabled')}
                </span>
              ) : null}
              <AppLink
                href={`/discussion-detail/${row.id}`}
                className="min-w-0 font-semibold break-words text-slate-800 hover:text-blue-600"
                data-testid="discussion-row-title"
              >
                {row.title}
              </AppLink>
            </div>
            <p className="mt-1 text-sm break-words text-slate-500" data-testid="discussion-row-description">
              {row.description}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
              <AppLink
                href={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.author)}`}
                className="flex items-center gap-1.5 text-slate-700 hover:text-blue-600"
                data-testid="discussion-row-author"
              >
                <AuthorAvatar avatar={row.avatar} name={row.author} size="h-5 w-5 text-[10px]" />
                <span>{row.author}</span>
                <RoleBadge role={row.role} testId="discussion-author-badge" />
              </AppLink>
              {category ? (
                <button
                  type="button"
                  className="rounded bg-blue-50 px-1.5 py-px text-blue-700 hover:bg-blue-100"
                  onClick={() => props.onCategory(row.categoryId)}
                  data-testid="discussion-row-category"
                >
                  {category}
                </button>
              ) : null}
              <Counts row={row} />
              <span>{formatBeijingTime(row.gmtCreate, 'minute')}</span>
              <span className="ml-auto flex gap-3">
                <TextActions
                  actions={[
                    own && {
                      text: t('discussion.edit'),
                      tone: 'link',
                      onClick: () => props.onEdit(row),
                      testId: 'discussion-row-edit',
                    },
                    viewer.admin && {
                      text: row.topPriority ? t('discussion.unpin') : t('discussion.pin'),
                      tone: 'link',
                      onClick: () => props.onPin(row),
                      testId: 'discussion-row-pin',
                    },
                    (own || viewer.admin) && {
                      text: t('discussion.delete'),
                      tone: 'danger',
                      onClick: () => props.onDelete(row),
                      testId: 'discussion-row-delete',
                    },
                  ]}
                />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
