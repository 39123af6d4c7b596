import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { InRouter } from './test-router';
import { RowActions, type RowAction } from './row-actions';

const render = (actions: readonly (RowAction | false | null)[], layout?: 'wrap' | 'inline') =>
  renderToStaticMarkup(
    <InRouter>
      <RowActions actions={actions} layout={layout} />
    </InRouter>,
  );

const edit: RowAction = { text: 'Edit', href: '/admin/contest/7/edit', testId: 'contest-edit' };
const clone: RowAction = { text: 'Clone', onClick: () => {}, disabled: true, testId: 'contest-clone' };
const remove: RowAction = { text: 'Delete', onClick: () => {}, danger: true, testId: 'contest-delete' };

describe('RowActions', () => {
  it('draws links to other screens and buttons in the order given, a destroying one in red', () => {
    const markup = render([edit, clone, remove]);
    expect(markup.indexOf('>Edit<')).toBeLessThan(markup.indexOf('>Clone<'));
    expect(markup.indexOf('>Clone<')).toBeLessThan(markup.indexOf('>Delete<'));
    expect(markup).toMatch(/<a href="\/admin\/contest\/7\/edit"[^>]*data-testid="contest-edit">Edit<\/a>/);
    expect(markup).toMatch(/<button type="button"[^>]*disabled=""[^>]*data-testid="contest-clone">Clone</);
    expect(markup).toMatch(/class="[^"]*text-red-600"[^>]*data-testid="contest-delete">Delete</);
    expect(markup).not.toMatch(/text-red-600"[^>]*data-testid="contest-clone"/);
  });

  it('leaves out an action the viewer may not take', () => {
    const markup = render([edit, false, null]);
    expect(markup).toContain('>Edit<');
    expect(markup).not.toContain('<button');
  });

  it('wraps in a narrow cell unless kept on one line, never breaking an action’s words', () => {
    expect(render([edit])).toMatch(/^<span class="flex flex-wrap items-center gap-x-3 gap-y-1">/);
    expect(render([edit], 'inline')).toMatch(/^<span class="inline-flex gap-3">/);
    expect(render([edit, remove]).match(/whitespace-nowrap/g)).toHaveLength(2);
  });
});
