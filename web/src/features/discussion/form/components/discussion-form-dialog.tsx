import { useTranslation } from 'react-i18next';
import type { DiscussionCategory } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';
import { MarkdownInput } from '../../../../components/markdown-input/markdown-input';
import { Modal } from '../../../../components/ui/modal';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';
import { showToast } from '../../../../lib/toast-store';
import { useForm } from '../../../../lib/use-form';
import { useAddDiscussion } from '../../api/add-discussion';
import { useUpdateDiscussion } from '../../api/update-discussion';
import {
  discussionFormChecks,
  emptyDiscussionForm,
  toDiscussionBody,
  type DiscussionFormValues,
} from '../discussion-form-values';

/** What the dialog edits: a new discussion (for a problem or not), or an existing one by id. */
export type DiscussionFormTarget =
  | { kind: 'create'; pid: string | null; categoryId: number | null }
  | { kind: 'edit'; id: number; pid: string | null; values: DiscussionFormValues };

interface DiscussionFormDialogProps {
  target: DiscussionFormTarget;
  categories: readonly DiscussionCategory[];
  /** Admin roles get the pinned switch. */
  admin: boolean;
  onClose: () => void;
}

/**
 * The create/edit dialog (spec part 3 §2.1, §5): title, description, category (locked once posted),
 * content with its preview, and the pinned switch for admin roles. Checks as the spec's before
 * sending; the server's refusal shows as its toast and keeps the dialog open.
 */
export function DiscussionFormDialog({ target, categories, admin, onClose }: DiscussionFormDialogProps) {
  const { t } = useTranslation();
  const editing = target.kind === 'edit';
  const form = useForm<DiscussionFormValues>(
    () => (editing ? target.values : emptyDiscussionForm(target.categoryId)),
    discussionFormChecks,
  );
  const add = useAddDiscussion();
  const update = useUpdateDiscussion();
  const busy = add.isPending || update.isPending;
  const save = form.handleSubmit((values) => {
    if (editing) {
      // The problem link goes again (the server stores what an edit sends); its prefix is not doubled.
      const body = toDiscussionBody(values, { pid: target.pid, admin });
      update.mutate(
        { ...body, id: target.id },
        { onSuccess: () => (showToast('success', t('discussion.form.updated')), onClose()) },
      );
      return;
    }
    add.mutate(toDiscussionBody(values, { pid: target.pid, admin }), {
      onSuccess: () => (showToast('success', t('discussion.form.posted')), onClose()),
    });
  });
  const categoryOptions = [
    { value: 0, label: t('discussion.form.placeholders.category') },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <Modal
      open
      wide
      onClose={() => !busy && onClose()}
      title={editing ? t('discussion.form.editTitle') : t('discussion.form.createTitle')}
    >
      <form onSubmit={save} noValidate data-testid="discussion-form">
        {!editing && target.pid ? (
          <p
            className="mb-3 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-800"
            data-testid="discussion-form-pid"
          >
            {t('discussion.form.problemPrefix', { pid: target.pid })}
          </p>
        ) : null}
        <FormField
          id="discussion-title"
          label={t('discussion.form.labels.title')}
          placeholder={t('discussion.form.placeholders.title')}
          data-testid="discussion-form-title"
          {...form.field('title')}
        />
        <FormField
          id="discussion-description"
          label={t('discussion.form.labels.description')}
          placeholder={t('discussion.form.placeholders.description')}
          data-testid="discussion-form-description"
          {...form.field('description')}
        />
        <div className="mb-3">
          <Select
            label={t('discussion.form.labels.category')}
            size="lg"
            value={form.values.categoryId ?? 0}
            options={categoryOptions}
            disabled={editing}
            onChange={(value) => form.set('categoryId', value === 0 ? null : value)}
            data-testid="discussion-form-category"
          />
          {editing ? (
            <span className="mt-1 block text-xs text-slate-500">{t('discussion.form.categoryLocked')}</span>
          ) : null}
          {form.problemText('categoryId') ? (
            <span className="mt-1 block text-xs text-red-500">{form.problemText('categoryId')}</span>
          ) : null}
        </div>
        <label htmlFor="discussion-content" className="mb-1 block text-sm text-slate-600">
          {t('discussion.form.labels.content')}
        </label>
        <MarkdownInput
          id="discussion-content"
          value={form.values.content}
          onChange={(value) => form.set('content', value)}
          maxLength={discussionRules.contentMaxLength}
          rows={10}
          emoji
          problem={form.problemText('content')}
          testId="discussion-form-content"
        />
        {admin ? (
          <div className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <ToggleSwitch
              checked={form.values.topPriority}
              label={t('discussion.form.labels.pinned')}
              onChange={(checked) => form.set('topPriority', checked)}
              testId="discussion-form-pinned"
            />
            <span>{t('discussion.form.labels.pinned')}</span>
          </div>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('discussion.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="discussion-form-submit">
            {editing ? t('discussion.form.save') : t('discussion.form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
