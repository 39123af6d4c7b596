import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import { editorThemes, fontSizes, tabSizes, type EditorSettings } from '../storage/editor-settings';

/** The editor's settings popover: theme, font size and tab size. */
export function EditorSettingsMenu({
  settings,
  onChange,
}: {
  settings: EditorSettings;
  onChange: (next: EditorSettings) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        data-testid="editor-settings"
        onClick={() => setOpen(!open)}
        className={toolbarButtonClass}
      >
        {t('problem.page.editor.settings')}
      </button>
      {open ? (
        <div className="absolute right-0 z-20 mt-2 w-56 space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <Select
            label={t('problem.page.editor.theme')}
            size="sm"
            data-testid="editor-theme"
            value={settings.theme}
            options={editorThemes.map((theme) => ({ value: theme, label: theme }))}
            onChange={(theme) => onChange({ ...settings, theme })}
          />
          <Select
            label={t('problem.page.editor.fontSize')}
            size="sm"
            value={settings.fontSize}
            options={fontSizes.map((size) => ({ value: size, label: `${size}px` }))}
            onChange={(fontSize) => onChange({ ...settings, fontSize })}
          />
          <Select
            label={t('problem.page.editor.tabSize')}
            size="sm"
            value={settings.tabSize}
            options={tabSizes.map((size) => ({ value: size, label: String(size) }))}
            onChange={(tabSize) => onChange({ ...settings, tabSize })}
          />
        </div>
      ) : null}
    </div>
  );
}

export const toolbarButtonClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm text-slate-600 transition hover:border-blue-400 hover:text-blue-600';
