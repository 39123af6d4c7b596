import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextButton } from './text-button';

describe('TextButton', () => {
  it('is a plain button, never a form’s submit, that keeps the size of the text around it', () => {
    const markup = renderToStaticMarkup(<TextButton tone="link">Edit</TextButton>);
    expect(markup).toMatch(/^<button type="button" class="[^"]*text-blue-600[^"]*">Edit<\/button>$/);
    expect(markup).not.toContain('text-sm');
  });

  it('turns red only on hover when quiet, and is red throughout as a danger link', () => {
    const quiet = renderToStaticMarkup(<TextButton tone="quiet-danger">Delete</TextButton>);
    expect(quiet).toContain('hover:text-red-600');
    expect(quiet).not.toMatch(/[" ]text-red-600/);
    expect(renderToStaticMarkup(<TextButton tone="danger">Delete</TextButton>)).toMatch(/[" ]text-red-600/);
  });

  it('adds the classes it is given and passes the rest to the button', () => {
    const markup = renderToStaticMarkup(
      <TextButton tone="quiet" className="min-h-7" disabled data-testid="reply">
        Reply
      </TextButton>,
    );
    expect(markup).toContain('class="hover:text-blue-600 min-h-7"');
    expect(markup).toContain('disabled=""');
    expect(markup).toContain('data-testid="reply"');
  });
});
