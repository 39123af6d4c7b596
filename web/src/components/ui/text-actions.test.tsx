import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextActions } from './text-actions';

const render = (props: Parameters<typeof TextActions>[0]) =>
  renderToStaticMarkup(
    <div>
      <TextActions {...props} />
    </div>,
  );

describe('TextActions', () => {
  it('draws the actions in order, straight into the row, each with its tone and test id', () => {
    const markup = render({
      actions: [
        { text: 'Reply', tone: 'quiet', onClick: () => {}, testId: 'reply' },
        { text: 'Delete', tone: 'quiet-danger', onClick: () => {}, testId: 'delete' },
      ],
    });
    expect(markup).toMatch(/^<div><button [^>]*>Reply<\/button><button [^>]*>Delete<\/button><\/div>$/);
    expect(markup).toMatch(/hover:text-blue-600"[^>]*data-testid="reply"/);
    expect(markup).toMatch(/hover:text-red-600"[^>]*data-testid="delete"/);
  });

  it('leaves out the actions the viewer may not take', () => {
    const markup = render({
      actions: [false, { text: 'Delete', tone: 'danger', onClick: () => {} }, null],
    });
    expect(markup.match(/<button/g)).toHaveLength(1);
    expect(markup).toContain('>Delete<');
  });

  it('gives every button the shared classes and waits on a disabled one', () => {
    const markup = render({
      buttonClassName: 'py-1.5 text-xs',
      actions: [{ text: 'Loading…', tone: 'link', onClick: () => {}, disabled: true }],
    });
    expect(markup).toMatch(/class="[^"]*py-1\.5 text-xs"[^>]*disabled=""/);
  });
});
