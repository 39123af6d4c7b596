import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { switchColumn } from './switch-column';

interface Training {
  id: number;
  shown: boolean;
}

const onChange = vi.fn();
const column = switchColumn<Training>({
  key: 'visible',
  header: 'Visible',
  className: 'px-3',
  checked: (row) => row.shown,
  label: (row) => (row.shown ? 'Shown' : 'Hidden'),
  busy: (row) => row.id === 2,
  onChange,
  testId: 'training-visible',
});

describe('a switch column', () => {
  it('draws each row’s switch in its state, named by what it turns on', () => {
    const markup = renderToStaticMarkup(column.cell({ id: 1, shown: true }));
    expect(markup).toContain('role="switch" aria-checked="true" aria-label="Shown" title="Shown"');
    expect(markup).toContain('data-testid="training-visible"');
    expect(markup).not.toContain('disabled=""');
    expect(column).toMatchObject({ key: 'visible', header: 'Visible', className: 'px-3' });
  });

  it('makes the switch wait while its row’s write is on its way', () => {
    expect(renderToStaticMarkup(column.cell({ id: 2, shown: false }))).toContain('disabled=""');
  });

  it('hands the flip to the screen with its row', () => {
    const row = { id: 1, shown: true };
    const cell = column.cell(row) as ReactElement<{ onChange: (checked: boolean) => void }>;
    cell.props.onChange(false);
    expect(onChange).toHaveBeenCalledWith(row, false);
  });
});
