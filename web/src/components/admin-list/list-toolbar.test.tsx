import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { InRouter } from './test-router';
import { KeywordSearch, type KeywordSearchProps } from './keyword-search';
import { ListToolbar } from './list-toolbar';

const search: KeywordSearchProps = {
  place: { keyword: 'spring', currentPage: 3 },
  onPlace: () => {},
  placeholder: 'Title',
  maxLength: 100,
  inputTestId: 'list-keyword',
};

const render = (props: Parameters<typeof ListToolbar>[0]) =>
  renderToStaticMarkup(
    <InRouter>
      <ListToolbar {...props} />
    </InRouter>,
  );

describe('the list toolbar', () => {
  it('shows the keyword in force in a growing box, and the create button at the far end', () => {
    const markup = render({
      search,
      create: { href: '/admin/training/create', text: 'New training', testId: 'create' },
    });
    expect(markup).toMatch(
      /^<div class="flex flex-wrap items-center gap-3"><form class="flex min-w-56 flex-1"/,
    );
    expect(markup).toContain('value="spring"');
    expect(markup).toContain(' py-1.5"');
    expect(markup).toMatch(
      /<a href="\/admin\/training\/create" class="ml-auto [^"]*" data-testid="create">＋ New training<\/a>/,
    );
  });

  it('has no create button unless given one', () => {
    expect(render({ search })).not.toContain('<a ');
  });
});

describe('the keyword search', () => {
  it('starts again from the first page with the new keyword', () => {
    const onPlace = vi.fn();
    const box = KeywordSearch({ ...search, onPlace }) as ReactElement<{
      onSearch: (keyword: string) => void;
    }>;
    box.props.onSearch('autumn');
    expect(onPlace).toHaveBeenCalledWith({ keyword: 'autumn', currentPage: 1 });
  });

  it('is keyed by the keyword, so a place changed elsewhere refills the box', () => {
    expect((KeywordSearch(search) as ReactElement).key).toBe('spring');
  });
});
