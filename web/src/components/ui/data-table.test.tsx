import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type DataColumn } from './data-table';

interface Fruit {
  id: number;
  name: string;
  price: number;
}

const columns: DataColumn<Fruit>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, headTestId: 'name-head' },
  {
    key: 'price',
    header: 'Price',
    cell: (row) => `${row.price} ¥`,
    className: 'text-right',
    cellClassName: 'text-slate-500',
    hideBelow: 'md',
  },
];

const fruits: Fruit[] = [
  { id: 1, name: 'apple', price: 3 },
  { id: 2, name: 'pear', price: 5 },
];

const render = (props: Partial<Parameters<typeof DataTable<Fruit>>[0]>) =>
  renderToStaticMarkup(<DataTable columns={columns} rows={fruits} rowKey={(row) => row.id} {...props} />);

describe('DataTable', () => {
  it('draws one header cell per column and one cell per column in every row', () => {
    const markup = render({ testId: 'fruits' });
    expect(markup).toContain('data-testid="fruits"');
    expect(markup.match(/<th /g)).toHaveLength(2);
    expect(markup.match(/<tr /g)).toHaveLength(2);
    expect(markup).toContain('>apple</td>');
    expect(markup).toContain('>5 ¥</td>');
    expect(markup).toContain('data-testid="name-head"');
  });

  it('folds a column away under its breakpoint in the header and the body, the cell classes only on cells', () => {
    const markup = render({});
    expect(markup).toMatch(/<th class="[^"]*text-right hidden md:table-cell">Price<\/th>/);
    expect(markup).toMatch(/<td class="[^"]*text-right hidden md:table-cell text-slate-500">3 ¥<\/td>/);
  });

  it('gives each row the attributes and classes the caller asks for', () => {
    const markup = render({
      rowClassName: 'hover:bg-slate-50',
      rowAttributes: (row) => ({ 'data-testid': 'fruit', 'data-fruit-id': row.id }),
    });
    expect(markup).toContain('hover:bg-slate-50" data-testid="fruit" data-fruit-id="2"');
  });

  it('shows the empty view instead of the table when there is no row', () => {
    const markup = render({ rows: [], empty: <p>No fruit</p> });
    expect(markup).toBe('<p>No fruit</p>');
  });

  it('keeps the header when there is no row and no empty view', () => {
    const markup = render({ rows: [] });
    expect(markup).toContain('>Name</th>');
    expect(markup).toContain('<tbody></tbody>');
  });

  it('shows the loading view while the first rows load, and rows already there while more load', () => {
    expect(render({ rows: [], loading: true, empty: <p>No fruit</p> })).toContain('animate-pulse');
    expect(render({ rows: [], loading: true, loadingView: <p>Loading</p> })).toBe('<p>Loading</p>');
    expect(render({ loading: true })).toContain('>pear</td>');
  });
});
