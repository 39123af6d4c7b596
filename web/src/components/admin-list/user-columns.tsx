import type { DataColumn } from '../ui/data-table';

/** A row that names a user, with the real name when the list may show it. */
export interface NamedRow {
  username: string;
  realname?: string | null;
}

interface UserColumnsTexts {
  userHeader: string;
  realnameHeader: string;
  /** `data-testid` of the real-name cells. */
  realnameTestId: string;
  /** Long names are cut with an ellipsis (a list with many columns) rather than wrapped. */
  truncate?: boolean;
}

/**
 * The user and real-name columns of an admin list. The real name has its own column from `sm` up;
 * on a phone that column folds away and the name rides under the username instead.
 */
export function userColumns<R extends NamedRow>(texts: UserColumnsTexts): DataColumn<R>[] {
  const cut = (classes: string) => (texts.truncate ? ` ${classes}` : '');
  return [
    {
      key: 'user',
      header: texts.userHeader,
      cell: (row) => (
        <span className={`block${cut('max-w-[7rem] truncate sm:max-w-[14rem]')}`}>
          <span className="font-medium text-slate-800">{row.username}</span>
          {row.realname ? (
            <span className={`block${cut('truncate')} text-xs text-slate-500 sm:hidden`}>{row.realname}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'realname',
      header: texts.realnameHeader,
      cell: (row) => (
        <span className={`block${cut('max-w-[14rem] truncate')}`}>
          {row.realname || <span className="text-slate-300">—</span>}
        </span>
      ),
      hideBelow: 'sm',
      cellTestId: texts.realnameTestId,
    },
  ];
}
