import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the screen’s h1, breaking a long title rather than widening the page', () => {
    const markup = renderToStaticMarkup(<PageTitle testId="title">A very long title</PageTitle>);
    expect(markup).toMatch(/^<h1 class="[^"]*break-words[^"]*" data-testid="title">A very long title<\/h1>$/);
  });
});
