/** The grey of a title tag whose colour is missing or not a plain colour value. */
export const defaultTitleColor = '#64748b';

/**
 * The author's title colour (`titleColor`, set by an admin) as the tag's background: a hex colour or
 * a colour name only, so the value can never carry anything else into the style.
 */
export function safeTitleColor(color: string | null): string {
  return color && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/.test(color.trim())
    ? color.trim()
    : defaultTitleColor;
}
