import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../markdown-view';
import { EmojiPicker } from './emoji-picker';
import { HelperIcon } from './helper-icons';
import './markdown-input-strings';
import {
  applyMarkdownEdit,
  insertAtSelection,
  markdownEditKinds,
  type MarkdownEditKind,
  type TextSelection,
} from './markdown-edits';

export interface MarkdownInputProps {
  /** The textarea's id, for a `<label htmlFor>` outside. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The counter's limit; the counter turns red past it (the text is not cut, the form's check refuses it). */
  maxLength: number;
  placeholder?: string;
  /** The textarea's height in lines. */
  rows?: number;
  /** Shows the emoji picker among the helper buttons. */
  emoji?: boolean;
  /** A problem to show under the field (its border turns red). */
  problem?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Ctrl+Enter (⌘+Enter on a Mac) inside the textarea: send without reaching for the button. */
  onSubmitShortcut?: () => void;
  /** The prefix of the test ids: `<testId>` on the textarea, `<testId>-preview`, `<testId>-count`… */
  testId?: string;
}

/**
 * A markdown textarea with helper buttons (inline code, code block, link, bullet and numbered list), an
 * optional emoji picker, a character counter against `maxLength` and a preview drawn by `MarkdownView`,
 * the sanitised renderer every reader sees. The buttons are real buttons (Tab reaches them, each is
 * named), 32 px high so a finger hits them, and wrap on a narrow screen.
 */
export function MarkdownInput({
  id,
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 6,
  emoji = false,
  problem = null,
  disabled = false,
  autoFocus = false,
  onSubmitShortcut,
  testId = 'markdown-input',
}: MarkdownInputProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once the edited text is on screen. */
  const pendingSelection = useRef<TextSelection | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !area.current || area.current.value !== selection.text) return;
    pendingSelection.current = null;
    area.current.focus();
    area.current.setSelectionRange(selection.start, selection.end);
  }, [value, previewing]);

  const currentSelection = (): TextSelection => ({
    text: value,
    start: area.current?.selectionStart ?? value.length,
    end: area.current?.selectionEnd ?? value.length,
  });
  const commit = (next: TextSelection) => {
    pendingSelection.current = next;
    setPreviewing(false);
    onChange(next.text);
  };
  const edit = (kind: MarkdownEditKind) => commit(applyMarkdownEdit(kind, currentSelection()));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };

  const tool =
    'flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-300 focus-visible:outline-none disabled:opacity-40';
  const tab = (on: boolean, label: string, suffix: string) => (
    <button
      type="button"
      onClick={() => setPreviewing(on)}
      aria-pressed={previewing === on}
      className={`h-8 rounded-md px-3 text-sm ${previewing === on ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
      data-testid={`${testId}-${suffix}`}
    >
      {label}
    </button>
  );
  const over = value.length > maxLength;

  return (
    <div className="min-w-0" data-testid={`${testId}-box`}>
      <div className="mb-1 flex flex-wrap items-center gap-x-1 gap-y-1">
        {tab(false, t('markdownInput.write'), 'write')}
        {tab(true, t('markdownInput.preview'), 'preview')}
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        <div
          className="flex flex-wrap items-center gap-0.5"
          role="toolbar"
          aria-label={t('markdownInput.tools')}
        >
          {markdownEditKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              disabled={disabled}
              onClick={() => edit(kind)}
              aria-label={t(`markdownInput.helpers.${kind}`)}
              title={t(`markdownInput.helpers.${kind}`)}
              className={tool}
              data-testid={`${testId}-${kind}`}
            >
              <HelperIcon kind={kind} />
            </button>
          ))}
          {emoji && !disabled ? (
            <EmojiPicker
              testId={testId}
              onPick={(picked) => commit(insertAtSelection(picked, currentSelection()))}
            />
          ) : null}
        </div>
        <span
          className={`ml-auto text-xs tabular-nums ${over ? 'font-medium text-red-500' : 'text-slate-400'}`}
          aria-live="polite"
          data-testid={`${testId}-count`}
        >
          {t('markdownInput.count', { count: value.length, max: maxLength })}
        </span>
      </div>
      {previewing ? (
        <div
          className="min-h-24 overflow-x-auto rounded-md border border-slate-200 px-3 py-2"
          data-testid={`${testId}-preview-pane`}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{t('markdownInput.previewEmpty')}</p>
          )}
        </div>
      ) : (
        <textarea
          ref={area}
          id={id}
          value={value}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={problem || over ? true : undefined}
          className={`block w-full resize-y rounded-md border px-3 py-2 text-sm leading-6 outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100 disabled:bg-slate-50 ${problem || over ? 'border-red-400' : 'border-slate-300'}`}
          data-testid={testId}
        />
      )}
      {problem ? <span className="mt-1 block text-xs text-red-500">{problem}</span> : null}
    </div>
  );
}
