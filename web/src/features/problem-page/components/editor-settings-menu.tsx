import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorThemes, fontSizes, tabSizes, type EditorSettings } from '../storage/editor-settings';

const selectClass = 'w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm';

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
        {t('problem-page.editor.settings')}
      </button>
      {open ? (
        <div className="absolute right-0 z-20 mt-2 w-56 space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <label className="block text-xs text-slate-500">
            {t('problem-page.editor.theme')}
            <select
              data-testid="editor-theme"
              className={selectClass}
              value={settings.theme}
              onChange={(e) => onChange({ ...settings, theme: e.target.value as EditorSettings['theme'] })}
            >
              {editorThemes.map((theme) => (
                <option key={theme} value={theme}>
                  {theme}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-xs text-slate-500">
            {t('problem-page.editor.fontSize')}
            <select
              className={selectClass}
              value={settings.fontSize}
              onChange={(e) => onChange({ ...settings, fontSize: Number(e.target.value) })}
            >
              {fontSizes.map((size) => (
                <option key={size} value={size}>
                  {size}px
                </option>
              ))}
            </select>
          </label>
          <label className="block text-xs text-slate-500">
            {t('problem-page.editor.tabSize')}
            <select
              className={selectClass}
              value={settings.tabSize}
              onChange={(e) => onChange({ ...settings, tabSize: Number(e.target.value) })}
            >
              {tabSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  );
}

export const toolbarButtonClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm text-slate-600 transition hover:border-blue-400 hover:text-blue-600';
