import { describe, expect, it, vi } from 'vitest';
import type { FormEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckedForm } from './checked-form';

const props = {
  testId: 'contest-form',
  onSubmit: () => {},
  saveText: 'Save',
  savingText: 'Saving…',
  saveTestId: 'save-contest',
  cancelLink: <a href="/admin/contest">Back</a>,
};

describe('a checked form', () => {
  it('leaves the checks to the form, and ends with the save button and the way back', () => {
    const markup = renderToStaticMarkup(
      <CheckedForm {...props} saving={false}>
        <section>Basics</section>
      </CheckedForm>,
    );
    expect(markup).toMatch(
      /^<form class="mx-auto max-w-5xl" noValidate="" data-testid="contest-form"><section>/,
    );
    expect(markup).toMatch(
      /<button type="submit"[^>]*data-testid="save-contest">Save<\/button><a href="\/admin\/contest">Back<\/a><\/div><\/form>$/,
    );
  });

  it('waits, and says so, while the save runs', () => {
    const markup = renderToStaticMarkup(<CheckedForm {...props} saving children={null} />);
    expect(markup).toMatch(/disabled=""[^>]*>Saving…</);
  });

  it('saves on submit instead of letting the browser send the form', () => {
    const onSubmit = vi.fn();
    const form = CheckedForm({ ...props, onSubmit, saving: false, children: null }) as ReactElement<{
      onSubmit: (event: FormEvent) => void;
    }>;
    const preventDefault = vi.fn();
    form.props.onSubmit({ preventDefault } as unknown as FormEvent);
    expect(preventDefault).toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
