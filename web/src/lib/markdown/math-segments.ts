/** A formula taken out of a statement before markdown sees it, so `_` and `*` inside stay TeX. */
export interface MathSegment {
  tex: string;
  display: boolean;
}

/** Code is matched first so a `$` inside code stays code; then $$…$$ before $…$. */
const pattern = /(```[\s\S]*?```|`[^`\n]*`)|\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g;

export const mathPlaceholder = (index: number) => `MATHSEGMENT${index}END`;

/** Replaces every formula by a placeholder and returns the formulas in order. */
export function extractMath(source: string): { text: string; math: MathSegment[] } {
  const math: MathSegment[] = [];
  const text = source.replace(pattern, (whole, code: string | undefined, block?: string, inline?: string) => {
    if (code !== undefined) return whole;
    math.push({ tex: (block ?? inline ?? '').trim(), display: block !== undefined });
    return mathPlaceholder(math.length - 1);
  });
  return { text, math };
}
