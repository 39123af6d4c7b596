import { useTranslation } from 'react-i18next';
import type { EditorSettings } from '../storage/editor-settings';
import { EditorSettingsMenu, toolbarButtonClass } from './editor-settings-menu';
import { FileUploadButton } from './file-upload-button';

interface EditorToolbarProps {
  languages: string[];
  language: string;
  onLanguage: (language: string) => void;
  onReset: () => void;
  onLastAc: () => void;
  onFile: (text: string) => void;
  settings: EditorSettings;
  onSettings: (settings: EditorSettings) => void;
  focus: boolean;
  onFocus: () => void;
}

/** Above the editor: language, reset, last accepted code, file upload, settings and focus mode. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="editor-toolbar">
      <label className="flex items-center gap-2 text-sm text-slate-500">
        {t('problem-page.editor.language')}
        <select
          data-testid="editor-language"
          value={props.language}
          onChange={(e) => props.onLanguage(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700"
        >
          {props.languages.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <button type="button" onClick={props.onReset} className={toolbarButtonClass}>
          {t('problem-page.editor.reset')}
        </button>
        <button type="button" data-testid="last-ac" onClick={props.onLastAc} className={toolbarButtonClass}>
          {t('problem-page.editor.lastAc')}
        </button>
        <FileUploadButton onLoaded={props.onFile} />
        <EditorSettingsMenu settings={props.settings} onChange={props.onSettings} />
        <button type="button" data-testid="focus-mode" onClick={props.onFocus} className={toolbarButtonClass}>
          {props.focus ? t('problem-page.editor.leaveFocus') : t('problem-page.editor.focus')}
        </button>
      </div>
    </div>
  );
}
