import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FieldProblemText, FormSection } from './form-section';

describe('a form section', () => {
  it('is a titled card around its fields', () => {
    const markup = renderToStaticMarkup(
      <FormSection title="Basics" testId="basics">
        <input aria-label="Title" />
      </FormSection>,
    );
    expect(markup).toMatch(/^<section class="[^"]* p-5" data-testid="basics"><h2 [^>]*>Basics<\/h2><input/);
  });

  it('pads less on a phone when asked, as the contest form is drawn', () => {
    const markup = renderToStaticMarkup(
      <FormSection title="Awards" padding="tight-on-phone" children={null} />,
    );
    expect(markup).toContain(' p-4 sm:p-5"');
  });
});

describe('a field’s problem text', () => {
  it('is read out as it appears, under its field', () => {
    expect(
      renderToStaticMarkup(<FieldProblemText text="The title is required" testId="problem-title" />),
    ).toBe(
      '<p class="mt-1 text-xs text-red-500" role="alert" data-testid="problem-title">The title is required</p>',
    );
  });

  it('draws nothing while the field has no problem', () => {
    expect(renderToStaticMarkup(<FieldProblemText text={null} />)).toBe('');
    expect(renderToStaticMarkup(<FieldProblemText text={undefined} />)).toBe('');
  });
});
