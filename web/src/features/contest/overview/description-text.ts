/**
 * The description as contestants read it: in exam mode its leading marker list (`[exam, 5]`) is an
 * instruction to the site, not text, and is left out.
 */
export function descriptionText(description: string, examMode: boolean): string {
  return examMode ? description.replace(/^\s*\[[^\]\n]*\]\s*/, '') : description;
}
