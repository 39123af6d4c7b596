/** The files of `userExtraFile` (JSON of name → content); a broken value shows as no files. */
export function parseAnnex(userExtraFile: string | null): [string, string][] {
  if (!userExtraFile) return [];
  try {
    const files: unknown = JSON.parse(userExtraFile);
    if (typeof files !== 'object' || files === null || Array.isArray(files)) return [];
    return Object.entries(files).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}
