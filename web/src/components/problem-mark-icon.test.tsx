import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProblemMarkIcon } from './problem-mark-icon';

const nameOf = (mark: string) => `mark ${mark}`;

describe('ProblemMarkIcon', () => {
  it('draws the mark’s symbol, named by the list on hover and for screen readers', () => {
    const markup = renderToStaticMarkup(
      <ProblemMarkIcon mark="solved" nameOf={nameOf} testId="problem-mark" />,
    );
    expect(markup).toContain('title="mark solved"');
    expect(markup).toContain('aria-label="mark solved"');
    expect(markup).toContain('data-testid="problem-mark"');
    expect(markup).toContain('data-mark="solved"');
    expect(markup).toContain('>✓</span>');
  });

  it('tells a hidden result from a wrong one', () => {
    expect(renderToStaticMarkup(<ProblemMarkIcon mark="hidden" nameOf={nameOf} testId="m" />)).toContain(
      '>?<',
    );
    expect(renderToStaticMarkup(<ProblemMarkIcon mark="wrong" nameOf={nameOf} testId="m" />)).toContain(
      '>✗<',
    );
  });

  it('draws nothing, and names nothing, for a problem never submitted', () => {
    const named: string[] = [];
    const markup = renderToStaticMarkup(
      <ProblemMarkIcon mark="none" nameOf={(mark) => (named.push(mark), mark)} testId="m" />,
    );
    expect(markup).toBe('');
    expect(named).toEqual([]);
  });
});
