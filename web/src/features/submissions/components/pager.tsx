import { useTranslation } from 'react-i18next';
import { submissionRules } from '@oj/shared/api/submission';
import { visiblePages } from '../list/visible-pages';

interface PagerProps {
  currentPage: number;
  limit: number;
  total: number;
  onChange: (page: number, limit: number) => void;
}

const pageButton = 'min-w-8 rounded-md border px-2 py-1 text-sm transition disabled:cursor-not-allowed';

/**
 * Page numbers, previous/next and the page-size choice of a list. Under 768 px it is the small pager
 * of spec §9: previous, "page / pages" and next only.
 */
export function Pager({ currentPage, limit, total, onChange }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="flex flex-wrap items-center justify-end gap-2 text-sm text-slate-600" data-testid="pager">
      <span className="hidden md:inline">{t('submissions.pager.total', { total })}</span>
      <select
        className="hidden rounded-md border border-slate-300 bg-white px-2 py-1 md:inline-block"
        value={limit}
        aria-label={t('submissions.pager.pageSize')}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {submissionRules.listPageSizes.map((size) => (
          <option key={size} value={size}>
            {t('submissions.pager.perPage', { size })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white disabled:text-slate-300`}
        disabled={currentPage <= 1}
        onClick={() => onChange(currentPage - 1, limit)}
        aria-label={t('submissions.pager.previous')}
      >
        ‹
      </button>
      {visiblePages(currentPage, pageCount).map((page) => (
        <button
          key={page}
          type="button"
          className={`${pageButton} hidden md:inline-block ${page === currentPage ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white hover:border-blue-400'}`}
          onClick={() => onChange(page, limit)}
        >
          {page}
        </button>
      ))}
      <span className="px-1 tabular-nums md:hidden" data-testid="small-pager">
        {currentPage} / {pageCount}
      </span>
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white disabled:text-slate-300`}
        disabled={currentPage >= pageCount}
        onClick={() => onChange(currentPage + 1, limit)}
        aria-label={t('submissions.pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
