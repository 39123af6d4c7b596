import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Select, type SelectProps } from './select';

const sizes = [
  { value: 10, label: '10 / page' },
  { value: 30, label: '30 / page' },
];

/** The page-size select at 30, with whatever else a test sets, as markup. */
function pageSizeMarkup(props: Partial<SelectProps<number>> = {}): string {
  return renderToStaticMarkup(
    <Select
      label="Page size"
      labelPlacement="hidden"
      value={30}
      options={sizes}
      onChange={() => {}}
      {...props}
    />,
  );
}

describe('Select', () => {
  it('wraps the select in its label when the label shows above it', () => {
    const markup = renderToStaticMarkup(
      <Select
        label="Gender"
        id="gender"
        value="male"
        options={[{ value: 'male', label: 'Male' }]}
        onChange={() => {}}
      />,
    );
    expect(markup).toMatch(/^<label[^>]*><span[^>]*>Gender<\/span><select[^>]*id="gender"/);
    expect(markup).not.toContain('aria-label');
  });

  it('names a select whose label is hidden through aria-label and puts the caller class on it', () => {
    const markup = pageSizeMarkup({ className: 'hidden md:block' });
    expect(markup).toMatch(/^<select[^>]*aria-label="Page size"/);
    expect(markup).toContain('hidden md:block');
  });

  it('marks the option of the current value, numbers included, as selected', () => {
    const markup = pageSizeMarkup({ label: 'Size', labelPlacement: 'beside' });
    expect(markup).toContain('<option value="30" selected="">30 / page</option>');
    expect(markup).toContain('<option value="10">10 / page</option>');
  });

  it('draws every size with the same border and focus ring', () => {
    const [small, large] = (['sm', 'lg'] as const).map((size) => pageSizeMarkup({ size, value: 10 }));
    for (const markup of [small, large]) expect(markup).toContain('border-slate-300 bg-white');
    expect(small).toContain('py-1 ');
    expect(large).toContain('py-2 ');
  });
});
