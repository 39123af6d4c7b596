import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminNoticeRules,
  noticeAudiences,
  type AdminNotice,
  type NoticeAudience,
} from '@oj/shared/api/admin-notice';
import { Button } from '../../../components/ui/button';
import { MarkdownView } from '../../../components/markdown-view';
import { useCreateNotice, useUpdateNotice } from '../api/notice-calls';

interface Props {
  editing: AdminNotice | null;
  onDone: () => void;
}

const field =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500';

/** The notice form: title, audience (with the recipient of a single-user notice), markdown and preview. */
export function NoticeEditor({ editing, onDone }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [type, setType] = useState<NoticeAudience>(editing?.type ?? 'All');
  const [recipient, setRecipient] = useState(editing?.recipientUsername ?? '');
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const busy = create.isPending || update.isPending;
  const missing = !title.trim()
    ? 'title'
    : !content.trim()
      ? 'content'
      : type === 'Single' && !recipient.trim()
        ? 'recipient'
        : null;
  const save = () => {
    const body = { title, content, type, recipientId: type === 'Single' ? recipient.trim() : null };
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };
  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="notice-editor"
    >
      <h2 className="text-base font-semibold text-slate-800">
        {t(editing ? 'admin-notice.editor.editTitle' : 'admin-notice.editor.createTitle')}
      </h2>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <label className="block text-sm text-slate-600">
          {t('admin-notice.editor.title')}
          <input
            className={`${field} mt-1`}
            value={title}
            maxLength={adminNoticeRules.titleMaxLength}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="notice-title"
          />
        </label>
        <label className="block text-sm text-slate-600">
          {t('admin-notice.editor.type')}
          <select
            className={`${field} mt-1 bg-white`}
            value={type}
            onChange={(event) => setType(event.target.value as NoticeAudience)}
            data-testid="notice-type"
          >
            {noticeAudiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`admin-notice.audience.${audience}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm text-slate-600">
          {t('admin-notice.editor.recipient')}
          <input
            className={`${field} mt-1 disabled:bg-slate-50`}
            value={type === 'Single' ? recipient : ''}
            disabled={type !== 'Single'}
            placeholder={t('admin-notice.editor.recipientHint')}
            onChange={(event) => setRecipient(event.target.value)}
            data-testid="notice-recipient"
          />
        </label>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          className={`${field} min-h-48 font-mono`}
          value={content}
          maxLength={adminNoticeRules.contentMaxLength}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('admin-notice.editor.content')}
          aria-label={t('admin-notice.editor.content')}
          data-testid="notice-content"
        />
        <div className="min-h-48 overflow-auto rounded-md border border-dashed border-slate-200 p-3">
          <p className="mb-2 text-xs text-slate-400">{t('admin-notice.editor.preview')}</p>
          <MarkdownView source={content} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {missing ? (
          <span className="mr-auto text-xs text-amber-600">
            {t(`admin-notice.editor.${missing}Required`)}
          </span>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('admin-notice.editor.cancel')}
        </Button>
        <Button onClick={save} disabled={busy || missing !== null} data-testid="notice-save">
          {t('admin-notice.editor.save')}
        </Button>
      </div>
    </section>
  );
}
