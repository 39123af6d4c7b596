import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckboxField } from './checkbox-field';

const render = (props: Partial<Parameters<typeof CheckboxField>[0]> = {}) =>
  renderToStaticMarkup(<CheckboxField label="Only mine" checked={false} onChange={() => {}} {...props} />);

describe('CheckboxField', () => {
  it('puts the box inside its label, so the label’s text names it and ticks it', () => {
    expect(render({ testId: 'only-mine' })).toMatch(
      /^<label class="[^"]*"><input type="checkbox" data-testid="only-mine"\/>Only mine<\/label>$/,
    );
  });

  it('shows the state it is given and can wait', () => {
    const markup = render({ checked: true, disabled: true });
    expect(markup).toContain('checked=""');
    expect(markup).toContain('disabled=""');
  });

  it('looks like a form option by default, and like a clickable switch in a toolbar', () => {
    expect(render()).toContain('class="flex items-center gap-2 text-sm text-slate-600"');
    const filter = render({ look: 'filter' });
    expect(filter).toContain('cursor-pointer');
    expect(filter).toContain('class="h-4 w-4 accent-blue-600"');
  });

  it('adds its placement in the row', () => {
    expect(render({ className: 'mr-auto' })).toMatch(/<label class="[^"]* mr-auto">/);
  });
});
