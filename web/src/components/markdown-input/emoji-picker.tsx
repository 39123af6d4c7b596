import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonEmoji } from './emoji-list';

/** The grid's width (8 × 36 px and its padding) and the room kept to the window's edge. */
const gridWidth = 296;
const windowMargin = 8;

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  testId: string;
}

/**
 * A button opening a grid of common emoji. Escape or a click outside closes it and gives the focus
 * back to the button; the grid is 8 columns of 36 px, which fits a phone's width.
 */
export function EmojiPicker({ onPick, testId }: EmojiPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** How far the grid moves left of the button so it stays inside a narrow window. */
  const [shift, setShift] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    box.current?.querySelector<HTMLButtonElement>('button[data-emoji]')?.focus();
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div ref={box} className="relative" onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <button
        ref={toggle}
        type="button"
        onClick={() => {
          const left = toggle.current?.getBoundingClientRect().left ?? 0;
          const overflow = left + gridWidth + windowMargin - window.innerWidth;
          setShift(Math.max(0, Math.min(overflow, left - windowMargin)));
          setOpen((was) => !was);
        }}
        aria-expanded={open}
        aria-label={t('markdownInput.emoji')}
        title={t('markdownInput.emoji')}
        className="flex h-8 min-w-8 items-center justify-center rounded text-base hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-300 focus-visible:outline-none"
        data-testid={`${testId}-emoji`}
      >
        😀
      </button>
      {open ? (
        <div
          style={{ left: -shift }}
          className="absolute top-9 z-20 grid w-[296px] grid-cols-8 gap-0.5 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          aria-label={t('markdownInput.emoji')}
          data-testid={`${testId}-emoji-grid`}
        >
          {commonEmoji.map((emoji) => (
            <button
              key={emoji}
              type="button"
              data-emoji={emoji}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
              className="flex h-9 w-9 items-center justify-center rounded text-xl hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-300 focus-visible:outline-none"
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
