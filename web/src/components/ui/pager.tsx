import { useTranslation } from 'react-i18next';
import { Select } from './select';
import { pageCountOf, pagerCount, pagerSlots, type PagerLayout } from '../../lib/pager-items';

interface PagerProps {
  total: number;
  currentPage: number;
  limit: number;
  /** The page sizes a user may pick (spec §9: 10–100). */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  /** A new size; the caller goes back to page 1. */
  onLimit: (limit: number) => void;
  /** The list's own words for its total, e.g. "共 12 题". */
  totalText: string;
  /** Which page numbers show: see pagerSlots. */
  layout?: PagerLayout;
  /**
   * Under 768 px (spec §9's small pager) the total and the size choice hide; `count` also trades the
   * page numbers for "page / pages", `numbers` keeps them.
   */
  small?: 'numbers' | 'count';
}

const pageButton =
  'min-w-7 rounded-md px-1.5 py-1 text-xs tabular-nums md:min-w-8 md:px-2 md:text-sm transition disabled:cursor-not-allowed disabled:text-slate-300';

/** The one pager of every list: total, page size, previous/next and the page numbers. */
export function Pager(props: PagerProps) {
  const { total, currentPage, limit, pageSizes, onPage, onLimit, totalText } = props;
  const { layout = 'ends', small = 'numbers' } = props;
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, limit);
  const numbersClass = small === 'count' ? 'hidden md:inline-block' : '';
  const jump = (direction: -1 | 1) =>
    onPage(Math.min(pageCount, Math.max(1, currentPage + direction * pagerCount)));
  return (
    <nav
      className="flex flex-wrap items-center justify-center gap-1 md:justify-end md:gap-2"
      data-testid="pager"
    >
      <span className="hidden text-sm text-slate-500 md:inline">{totalText}</span>
      <Select
        label={t('pager.pageSize')}
        labelPlacement="hidden"
        size="sm"
        className="hidden md:block"
        value={limit}
        options={pageSizes.map((size) => ({ value: size, label: t('pager.perPage', { size }) }))}
        onChange={onLimit}
        data-testid="page-size"
      />
      <button
        type="button"
        className={`${pageButton} text-slate-600 hover:bg-slate-100`}
        disabled={currentPage <= 1}
        onClick={() => onPage(currentPage - 1)}
        aria-label={t('pager.previous')}
      >
        ‹
      </button>
      {pagerSlots(layout, currentPage, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === currentPage ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
            className={`${pageButton} ${numbersClass} ${item === currentPage ? 'bg-blue-600 font-medium text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className={`${pageButton} ${numbersClass} text-slate-400 hover:bg-slate-100`}
            aria-label={t(item === 'jump-back' ? 'pager.jumpBack' : 'pager.jumpForward')}
            onClick={() => jump(item === 'jump-back' ? -1 : 1)}
          >
            …
          </button>
        ),
      )}
      {small === 'count' ? (
        <span className="px-1 text-sm text-slate-600 tabular-nums md:hidden" data-testid="small-pager">
          {currentPage} / {pageCount}
        </span>
      ) : null}
      <button
        type="button"
        className={`${pageButton} text-slate-600 hover:bg-slate-100`}
        disabled={currentPage >= pageCount}
        onClick={() => onPage(currentPage + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
