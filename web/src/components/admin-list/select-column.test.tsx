import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RowSelection } from './row-selection';
import { selectColumn } from './select-column';

interface Row {
  id: number;
}

const selection: RowSelection<number> = {
  selected: [2],
  wholePage: false,
  tick: vi.fn(),
  tickPage: vi.fn(),
  forget: vi.fn(),
};

const column = selectColumn<Row, number>({
  selection,
  idOf: (row) => row.id,
  pageLabel: 'Choose the whole page',
  rowLabel: (row) => `Choose ${row.id}`,
  pageTestId: 'select-page',
  rowTestId: 'select-row',
});

type Box = ReactElement<{ onChange: (event: ChangeEvent<HTMLInputElement>) => void }>;
const flip = (box: Box, checked: boolean) =>
  box.props.onChange({ target: { checked } } as ChangeEvent<HTMLInputElement>);

describe('a select column', () => {
  it('ticks the box of each chosen row, each named after its row', () => {
    expect(renderToStaticMarkup(column.cell({ id: 2 }))).toMatch(/aria-label="Choose 2"[^>]*checked=""/);
    expect(renderToStaticMarkup(column.cell({ id: 3 }))).not.toContain('checked=""');
    expect(renderToStaticMarkup(column.header)).toContain('aria-label="Choose the whole page"');
  });

  it('ticks one row from its box and the whole page from the header’s', () => {
    flip(column.cell({ id: 3 }) as Box, true);
    expect(selection.tick).toHaveBeenCalledWith(3, true);
    flip(column.header as Box, true);
    expect(selection.tickPage).toHaveBeenCalledWith(true);
  });
});
