import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { ListCard, type FixedPaging } from './list-card';

const paging: FixedPaging = {
  total: 45,
  totalText: '45 in all',
  currentPage: 2,
  pageSize: 20,
  onPage: () => {},
};

const render = (props: Partial<Parameters<typeof ListCard>[0]> = {}) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ListCard heading="Notices" testId="notice-list" {...props}>
        <table data-testid="rows" />
      </ListCard>
    </I18nextProvider>,
  );

describe('ListCard', () => {
  it('draws the heading, the hint, the actions and the list inside the named card', () => {
    const markup = render({ hint: 'What the list is for', actions: <button type="button">New</button> });
    expect(markup).toContain('data-testid="notice-list"');
    expect(markup).toContain('>Notices</h2>');
    expect(markup).toContain('>What the list is for</p>');
    expect(markup).toContain('>New</button>');
    expect(markup).toContain('data-testid="rows"');
  });

  it('has no pager and no hint line unless given them', () => {
    const markup = render();
    expect(markup).not.toContain('data-testid="pager"');
    expect(markup).not.toContain('<p');
  });

  it('puts a pager under the list that offers the one fixed page size and marks the current page', () => {
    const markup = render({ paging });
    expect(markup).toContain('data-testid="pager"');
    expect(markup).toContain('45 in all');
    expect(markup.match(/<option /g)).toHaveLength(1);
    expect(markup).toMatch(/aria-current="page"[^>]*>2</);
    expect(markup).toMatch(/>3<\/button>/);
    expect(markup).not.toMatch(/>4<\/button>/);
  });
});
