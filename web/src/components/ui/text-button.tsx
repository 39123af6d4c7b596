import type { ButtonHTMLAttributes } from 'react';

/**
 * How a small action reads among the text around it: `link` blue and `danger` red, both underlined
 * on hover; `quiet` and `quiet-danger` keep the colour of the text around them (the meta line of a
 * comment, a message) until hovered, then turn blue or red.
 */
export type TextButtonTone = 'link' | 'danger' | 'quiet' | 'quiet-danger';

const tones: Record<TextButtonTone, string> = {
  link: 'text-blue-600 hover:underline disabled:text-slate-400',
  danger: 'text-red-600 hover:underline',
  quiet: 'hover:text-blue-600',
  'quiet-danger': 'hover:text-red-600',
};

/**
 * A button that reads as a word of the line it stands in: no box, and the size of the text around
 * it (unlike `Button`'s `link`, which is always `text-sm`). `className` adds placement or size.
 */
export function TextButton({
  tone,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone: TextButtonTone }) {
  return <button type={type} className={className ? `${tones[tone]} ${className}` : tones[tone]} {...rest} />;
}
