import { useTranslation } from 'react-i18next';
import { problemListRules } from '@oj/shared/api/problem';
import { pageCountOf, pagerCount, pagerItems } from '../pager-items';

interface ListPagerProps {
  total: number;
  currentPage: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

const pageButton =
  'min-w-7 rounded-md px-1.5 py-1 text-xs tabular-nums md:min-w-8 md:px-2 md:text-sm transition disabled:cursor-not-allowed disabled:text-slate-300';

/**
 * Pages of spec §9: sizes 10–100, five page numbers. Under 768 px a small pager keeps only the arrows
 * and the numbers; the total and the size choice come back on wider screens.
 */
export function ListPager({ total, currentPage, limit, onPage, onLimit }: ListPagerProps) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, limit);
  return (
    <nav
      className="flex flex-wrap items-center justify-center gap-1 md:justify-end md:gap-2"
      data-testid="pager"
    >
      <span className="hidden text-sm text-slate-500 md:inline">
        {t('problem-list.pager.total', { total })}
      </span>
      <select
        value={limit}
        onChange={(event) => onLimit(Number(event.target.value))}
        className="hidden rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700 md:block"
        aria-label={t('problem-list.pager.pageSize', { size: limit })}
        data-testid="page-size"
      >
        {problemListRules.pageSizes.map((size) => (
          <option key={size} value={size}>
            {t('problem-list.pager.pageSize', { size })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${pageButton} text-slate-600 hover:bg-slate-100`}
        disabled={currentPage <= 1}
        onClick={() => onPage(currentPage - 1)}
        aria-label={t('problem-list.pager.previous')}
      >
        ‹
      </button>
      {pagerItems(currentPage, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === currentPage ? 'page' : undefined}
            aria-label={t('problem-list.pager.page', { page: item })}
            className={`${pageButton} ${item === currentPage ? 'bg-blue-600 font-medium text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className={`${pageButton} text-slate-400 hover:bg-slate-100`}
            aria-label={t(
              item === 'jump-back' ? 'problem-list.pager.jumpBack' : 'problem-list.pager.jumpForward',
            )}
            onClick={() =>
              onPage(
                Math.min(
                  pageCount,
                  Math.max(1, currentPage + (item === 'jump-back' ? -pagerCount : pagerCount)),
                ),
              )
            }
          >
            …
          </button>
        ),
      )}
      <button
        type="button"
        className={`${pageButton} text-slate-600 hover:bg-slate-100`}
        disabled={currentPage >= pageCount}
        onClick={() => onPage(currentPage + 1)}
        aria-label={t('problem-list.pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
