import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast-store';
import { toolbarButtonClass } from './editor-settings-menu';

/** Reads a local source file into the editor. */
export function FileUploadButton({ onLoaded }: { onLoaded: (text: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  async function read(file: File | undefined) {
    if (!file) return;
    try {
      onLoaded(await file.text());
    } catch {
      showToast('error', t('problem.page.editor.uploadFailed'));
    }
    if (input.current) input.current.value = '';
  }
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} className={toolbarButtonClass}>
        {t('problem.page.editor.upload')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="code-file"
        onChange={(e) => void read(e.target.files?.[0])}
      />
    </>
  );
}
