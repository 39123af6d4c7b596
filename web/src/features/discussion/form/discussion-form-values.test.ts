import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../lib/use-form';
import { discussionFormChecks, emptyDiscussionForm, toDiscussionBody } from './discussion-form-values';

const filled = { title: 'T', description: 'D', categoryId: 1, content: 'C', topPriority: true };

describe('the discussion form checks', () => {
  it('find every field required in an empty form', () => {
    expect(problemsOf(emptyDiscussionForm(null), discussionFormChecks)).toEqual({
      title: 'discussion.form.problems.titleRequired',
      description: 'discussion.form.problems.descriptionRequired',
      categoryId: 'discussion.form.problems.categoryRequired',
      content: 'discussion.form.problems.contentRequired',
    });
  });

  it('treat blank text as missing', () => {
    const problems = problemsOf({ ...filled, title: '   ', content: '\n\t' }, discussionFormChecks);
    expect(problems.title).toBe('discussion.form.problems.titleRequired');
    expect(problems.content).toBe('discussion.form.problems.contentRequired');
  });

  it('allow 255 characters of title and description and 65535 of content, not one more', () => {
    const atLimit = {
      ...filled,
      title: 'a'.repeat(255),
      description: 'b'.repeat(255),
      content: 'c'.repeat(65_535),
    };
    expect(problemsOf(atLimit, discussionFormChecks)).toEqual({
      title: null,
      description: null,
      categoryId: null,
      content: null,
    });
    const over = {
      ...atLimit,
      title: 'a'.repeat(256),
      description: 'b'.repeat(256),
      content: 'c'.repeat(65_536),
    };
    expect(problemsOf(over, discussionFormChecks)).toMatchObject({
      title: 'discussion.form.problems.titleTooLong',
      description: 'discussion.form.problems.descriptionTooLong',
      content: 'discussion.form.problems.contentTooLong',
    });
  });
});

describe('the discussion body', () => {
  it('sends the problem id and leaves the pinned flag out for non-admins', () => {
    expect(toDiscussionBody({ ...filled, title: ' T ' }, { pid: 'P1000', admin: false })).toEqual({
      title: 'T',
      description: 'D',
      content: 'C',
      categoryId: 1,
      pid: 'P1000',
    });
  });

  it('sends the pinned flag from admin roles and no problem id for the general board', () => {
    expect(toDiscussionBody(filled, { pid: null, admin: true })).toEqual({
      title: 'T',
      description: 'D',
      content: 'C',
      categoryId: 1,
      topPriority: true,
    });
  });
});
