import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAnnouncementRules, type AdminAnnouncement } from '@oj/shared/api/admin-announcement';
import { Button } from '../../../components/ui/button';
import { MarkdownView } from '../../../components/markdown-view';
import {
  uploadAnnouncementImage,
  useCreateAnnouncement,
  useUpdateAnnouncement,
} from '../api/announcement-calls';

interface Props {
  /** The announcement to edit, or null for a new one. */
  editing: AdminAnnouncement | null;
  onDone: () => void;
}

const field =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500';

/** The announcement form: title, markdown with its preview, an image button and the visible toggle. */
export function AnnouncementEditor({ editing, onDone }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [visible, setVisible] = useState((editing?.status ?? 0) === 0);
  const [uploading, setUploading] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const busy = create.isPending || update.isPending;
  const missing = !title.trim() ? 'title' : !content.trim() ? 'content' : null;

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const { link } = await uploadAnnouncementImage(file);
      const at = textArea.current?.selectionStart ?? content.length;
      setContent(`${content.slice(0, at)}![${file.name}](${link})${content.slice(at)}`);
    } finally {
      setUploading(false);
    }
  };
  const save = () => {
    const body = { title, content, status: visible ? 0 : 1 } as const;
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="announcement-editor"
    >
      <h2 className="text-base font-semibold text-slate-800">
        {t(editing ? 'admin-announcement.editor.editTitle' : 'admin-announcement.editor.createTitle')}
      </h2>
      <label className="block text-sm text-slate-600">
        {t('admin-announcement.editor.title')}
        <input
          className={`${field} mt-1`}
          value={title}
          maxLength={adminAnnouncementRules.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="announcement-title"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span className="mr-auto">{t('admin-announcement.editor.content')}</span>
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insertImage(file);
          }}
        />
        <Button
          variant="secondary"
          className="py-1"
          disabled={uploading}
          onClick={() => picker.current?.click()}
        >
          {t(uploading ? 'admin-announcement.editor.uploading' : 'admin-announcement.editor.image')}
        </Button>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          ref={textArea}
          className={`${field} min-h-64 font-mono`}
          value={content}
          maxLength={adminAnnouncementRules.contentMaxLength}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('admin-announcement.editor.contentHint')}
          data-testid="announcement-content"
        />
        <div className="min-h-64 overflow-auto rounded-md border border-dashed border-slate-200 p-3">
          <p className="mb-2 text-xs text-slate-400">{t('admin-announcement.editor.preview')}</p>
          <MarkdownView source={content} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="mr-auto flex items-center gap-2 text-sm text-slate-600">
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
            data-testid="announcement-visible"
          />
          {t('admin-announcement.editor.visible')}
        </label>
        {missing ? (
          <span className="text-xs text-amber-600">{t(`admin-announcement.editor.${missing}Required`)}</span>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('admin-announcement.editor.cancel')}
        </Button>
        <Button onClick={save} disabled={busy || missing !== null} data-testid="announcement-save">
          {t('admin-announcement.editor.save')}
        </Button>
      </div>
    </section>
  );
}
