import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAnnouncementRules } from '@oj/shared/api/admin-announcement';
import type { ContestAnnouncement } from '@oj/shared/api/contest-announcement';
import { MarkdownView } from '../../../components/markdown-view';
import { Button } from '../../../components/ui/button';
import {
  useCreateContestAnnouncement,
  useUpdateContestAnnouncement,
} from '../api/contest-announcement-calls';

interface Props {
  cid: number;
  /** The announcement to edit, or null for a new one. */
  editing: ContestAnnouncement | null;
  onDone: () => void;
}

const field =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** A contest announcement: title, markdown beside its preview, shown to contestants or hidden. */
export function ContestAnnouncementEditor({ cid, editing, onDone }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [visible, setVisible] = useState((editing?.status ?? 0) === 0);
  const create = useCreateContestAnnouncement(cid);
  const update = useUpdateContestAnnouncement(cid);
  const busy = create.isPending || update.isPending;
  const missing = !title.trim() ? 'titleRequired' : !content.trim() ? 'contentRequired' : null;

  const save = () => {
    const fields = { title: title.trim(), content, status: visible ? 0 : 1 } as const;
    const done = () => {
      onDone();
    };
    if (editing) update.mutate({ ...fields, id: editing.id }, { onSuccess: done });
    else create.mutate(fields, { onSuccess: done });
  };

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="contest-announcement-editor"
    >
      <h2 className="text-base font-semibold text-slate-800">
        {t(
          editing
            ? 'admin-contest-announcement.editor.editTitle'
            : 'admin-contest-announcement.editor.createTitle',
        )}
      </h2>
      <label className="block text-sm text-slate-600">
        {t('admin-contest-announcement.editor.title')}
        <input
          className={`${field} mt-1`}
          value={title}
          maxLength={adminAnnouncementRules.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="contest-announcement-title"
        />
      </label>
      <div className="grid gap-3 lg:grid-cols-2">
        <label className="block text-sm text-slate-600">
          {t('admin-contest-announcement.editor.content')}
          <textarea
            className={`${field} mt-1 min-h-48 font-mono`}
            value={content}
            maxLength={adminAnnouncementRules.contentMaxLength}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('admin-contest-announcement.editor.contentHint')}
            data-testid="contest-announcement-content"
          />
        </label>
        <div className="min-h-48 overflow-auto rounded-md border border-dashed border-slate-200 p-3">
          <p className="mb-2 text-xs text-slate-400">{t('admin-contest-announcement.editor.preview')}</p>
          <MarkdownView source={content} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="mr-auto flex items-center gap-2 text-sm text-slate-600">
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
            data-testid="contest-announcement-visible"
          />
          {t('admin-contest-announcement.editor.visible')}
        </label>
        {missing ? (
          <span className="text-xs text-amber-600">{t(`admin-contest-announcement.editor.${missing}`)}</span>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('admin-contest-announcement.editor.cancel')}
        </Button>
        <Button onClick={save} disabled={busy || missing !== null} data-testid="contest-announcement-save">
          {t('admin-contest-announcement.editor.save')}
        </Button>
      </div>
    </section>
  );
}
