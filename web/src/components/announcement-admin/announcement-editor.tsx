import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAnnouncementRules } from '@oj/shared/api/admin-announcement';
import { MarkdownView } from '../markdown-view';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import type { AnnouncementCalls, AnnouncementRow, AnnouncementScreenNames } from './announcement-admin-types';

interface Props extends AnnouncementScreenNames {
  calls: AnnouncementCalls;
  /** The announcement to edit, or null for a new one. */
  editing: AnnouncementRow | null;
  onDone: () => void;
}

const field =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** An announcement's form: title, markdown beside its preview, an image button where the screen uploads, shown or hidden. */
export function AnnouncementEditor({ strings, testId, calls, editing, onDone }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [visible, setVisible] = useState((editing?.status ?? 0) === 0);
  const [uploading, setUploading] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { create, update, uploadImage } = calls;
  const busy = create.isPending || update.isPending;
  const missing = !title.trim() ? 'titleRequired' : !content.trim() ? 'contentRequired' : null;

  const insertImage = async (upload: NonNullable<typeof uploadImage>, file: File) => {
    setUploading(true);
    try {
      const { link } = await upload(file);
      const at = textArea.current?.selectionStart ?? content.length;
      setContent(`${content.slice(0, at)}![${file.name}](${link})${content.slice(at)}`);
    } finally {
      setUploading(false);
    }
  };
  const save = () => {
    const fields = { title: title.trim(), content, status: visible ? 0 : 1 } as const;
    if (editing) update.mutate({ ...fields, id: editing.id }, { onSuccess: onDone });
    else create.mutate(fields, { onSuccess: onDone });
  };

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`${testId}-editor`}
    >
      <h2 className="text-base font-semibold text-slate-800">
        {t(`${strings}.editor.${editing ? 'editTitle' : 'createTitle'}`)}
      </h2>
      <label className="block text-sm text-slate-600">
        {t(`${strings}.editor.title`)}
        <input
          className={`${field} mt-1`}
          value={title}
          maxLength={adminAnnouncementRules.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          data-testid={`${testId}-title`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span className="mr-auto">{t(`${strings}.editor.content`)}</span>
        {uploadImage ? (
          <>
            <input
              ref={picker}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void insertImage(uploadImage, file);
              }}
            />
            <Button
              variant="secondary"
              className="py-1"
              disabled={uploading}
              onClick={() => picker.current?.click()}
            >
              {t(`${strings}.editor.${uploading ? 'uploading' : 'image'}`)}
            </Button>
          </>
        ) : null}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          ref={textArea}
          className={`${field} min-h-56 font-mono`}
          aria-label={t(`${strings}.editor.content`)}
          value={content}
          maxLength={adminAnnouncementRules.contentMaxLength}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t(`${strings}.editor.contentHint`)}
          data-testid={`${testId}-content`}
        />
        <div className="min-h-56 overflow-auto rounded-md border border-dashed border-slate-200 p-3">
          <p className="mb-2 text-xs text-slate-400">{t(`${strings}.editor.preview`)}</p>
          <MarkdownView source={content} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <CheckboxField
          label={t(`${strings}.editor.visible`)}
          checked={visible}
          onChange={setVisible}
          className="mr-auto"
          testId={`${testId}-visible`}
        />
        {missing ? <span className="text-xs text-amber-600">{t(`${strings}.editor.${missing}`)}</span> : null}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t(`${strings}.editor.cancel`)}
        </Button>
        <Button onClick={save} disabled={busy || missing !== null} data-testid={`${testId}-save`}>
          {t(`${strings}.editor.save`)}
        </Button>
      </div>
    </section>
  );
}
