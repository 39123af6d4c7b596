import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
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
      <Select
        label={t('problem.page.editor.language')}
        labelPlacement="beside"
        size="sm"
        data-testid="editor-language"
        value={props.language}
        options={props.languages.map((name) => ({ value: name, label: name }))}
        onChange={props.onLanguage}
      />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <button type="button" onClick={props.onReset} className={toolbarButtonClass}>
          {t('problem.page.editor.reset')}
        </button>
        <button type="button" data-testid="last-ac" onClick={props.onLastAc} className={toolbarButtonClass}>
          {t('problem.page.editor.lastAc')}
        </button>
        <FileUploadButton onLoaded={props.onFile} />
        <EditorSettingsMenu settings={props.settings} onChange={props.onSettings} />
        <button type="button" data-testid="focus-mode" onClick={props.onFocus} className={toolbarButtonClass}>
          {props.focus ? t('problem.page.editor.leaveFocus') : t('problem.page.editor.focus')}
        </button>
      </div>
    </div>
  );
}
