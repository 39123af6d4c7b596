import { discussionRules } from '@oj/shared/domain/discussion';
import type { DiscussionDetail, DiscussionRow } from '@oj/shared/api/discussion';
import type { FieldChecks } from '../../../lib/use-form';

/** The create/edit dialog's values as typed. */
export interface DiscussionFormValues {
  title: string;
  description: string;
  /** Null until one is picked. */
  categoryId: number | null;
  content: string;
  /** Pinned (admin roles only). */
  topPriority: boolean;
}

/** The body both writes share; `id` is added for an update. */
export type DiscussionBody = {
  title: string;
  description: string;
  content: string;
  categoryId: number;
  pid?: string;
  topPriority?: boolean;
};

export const emptyDiscussionForm = (categoryId: number | null): DiscussionFormValues => ({
  title: '',
  description: '',
  categoryId,
  content: '',
  topPriority: false,
});

/** An existing discussion in the dialog: its own values (the category is shown, locked). */
export function discussionFormOf(discussion: DiscussionDetail | (DiscussionRow & { content?: string })) {
  return {
    title: discussion.title,
    description: discussion.description,
    categoryId: discussion.categoryId,
    content: discussion.content ?? '',
    topPriority: discussion.topPriority,
  } satisfies DiscussionFormValues;
}

const p = 'discussion.form.problems';

/** Spec part 3 §5: each field required (non-blank), title and description at most 255, content 65535. */
export const discussionFormChecks: FieldChecks<DiscussionFormValues> = {
  title: (value) => {
    if (value.trim() === '') return `${p}.titleRequired`;
    if (value.trim().length > discussionRules.titleMaxLength) return `${p}.titleTooLong`;
    return null;
  },
  description: (value) => {
    if (value.trim() === '') return `${p}.descriptionRequired`;
    if (value.trim().length > discussionRules.descriptionMaxLength) return `${p}.descriptionTooLong`;
    return null;
  },
  categoryId: (value) => (value === null ? `${p}.categoryRequired` : null),
  content: (value) => {
    if (value.trim() === '') return `${p}.contentRequired`;
    if (value.length > discussionRules.contentMaxLength) return `${p}.contentTooLong`;
    return null;
  },
};

/**
 * The body sent: the problem's id on a new discussion for a problem (the server puts `[pid]` in front
 * of the title), the pinned flag only from admin roles; counts are never sent.
 */
export function toDiscussionBody(
  values: DiscussionFormValues,
  options: { pid: string | null; admin: boolean },
): DiscussionBody {
  const body: DiscussionBody = {
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content,
    categoryId: values.categoryId ?? 0,
  };
  if (options.pid) body.pid = options.pid;
  if (options.admin) body.topPriority = values.topPriority;
  return body;
}
