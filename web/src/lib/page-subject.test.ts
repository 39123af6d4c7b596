import { describe, expect, it } from 'vitest';
import { currentSubject, nameSubject } from './page-subject';

describe('the page subject', () => {
  it('is the subject a page names, and none once it is gone', () => {
    const release = nameSubject('P1000 A+B Problem', 'page');
    expect(currentSubject()).toBe('P1000 A+B Problem');
    release();
    expect(currentSubject()).toBeNull();
  });

  it('keeps the page’s own subject over its frame’s, even when the frame names itself after the page', () => {
    // React runs a child's effects before its parent's: the problem page names itself first.
    const page = nameSubject('A Sum of two', 'page');
    const frame = nameSubject('Spring contest', 'frame');
    expect(currentSubject()).toBe('A Sum of two');
    page();
    expect(currentSubject()).toBe('Spring contest');
    frame();
    expect(currentSubject()).toBeNull();
  });

  it('shows the newest page subject while two are named', () => {
    const first = nameSubject('first', 'page');
    const second = nameSubject('second', 'page');
    expect(currentSubject()).toBe('second');
    second();
    expect(currentSubject()).toBe('first');
    first();
  });
});
