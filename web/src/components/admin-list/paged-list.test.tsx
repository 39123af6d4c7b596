import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import type { DataColumn } from '../ui/data-table';
import { PagedList, type ListQuery } from './paged-list';

interface Notice {
  id: number;
  title: string;
}

const columns: DataColumn<Notice>[] = [{ key: 'title', header: 'Title', cell: (row) => row.title }];

const twoNotices: ListQuery<Notice> = {
  data: {
    records: [
      { id: 1, title: 'Spring cup' },
      { id: 2, title: 'Autumn cup' },
    ],
    total: 25,
  },
  isPending: false,
  error: null,
};

const render = (props: Partial<Parameters<typeof PagedList<Notice>>[0]> = {}) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PagedList
        heading="Notices"
        testId="notice-list"
        query={twoNotices}
        paging={{ currentPage: 2, pageSize: 10, onPage: () => {}, totalText: (total) => `${total} in all` }}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'notice-row', 'data-notice-id': row.id })}
        empty="No notice yet"
        {...props}
      />
    </I18nextProvider>,
  );

describe('PagedList', () => {
  it('draws the page of rows in its card, with the total the query gives and the page in view', () => {
    const markup = render();
    expect(markup).toContain('data-testid="notice-list"');
    expect(markup).toContain('>Notices</h2>');
    expect(markup.match(/data-testid="notice-row"/g)).toHaveLength(2);
    expect(markup).toContain('data-notice-id="2"');
    expect(markup).toContain('25 in all');
    expect(markup).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('says its empty text as the card’s empty state when the page has no row', () => {
    const markup = render({ query: { data: { records: [], total: 0 }, isPending: false, error: null } });
    expect(markup).toContain('<p class="py-6 text-center text-sm text-slate-400">No notice yet</p>');
    expect(markup).not.toContain('<table');
    expect(markup).toContain('0 in all');
  });

  it('draws an empty view given as a node as it is', () => {
    const markup = render({
      query: { data: { records: [], total: 0 }, isPending: false, error: null },
      empty: <p className="py-10">Nothing here</p>,
    });
    expect(markup).toContain('<p class="py-10">Nothing here</p>');
  });

  it('waits with the loading view while the first page loads', () => {
    const markup = render({ query: { isPending: true, error: null } });
    expect(markup).toContain('aria-busy="true"');
    expect(markup).not.toContain('No notice yet');
  });

  it('says the refusal in the rows’ place only when asked to', () => {
    const refused: ListQuery<Notice> = { isPending: false, error: new Error('The board is closed') };
    expect(render({ query: refused, sayRefusal: true })).toContain('>The board is closed</p>');
    expect(render({ query: refused })).toContain('>No notice yet</p>');
  });
});
