import type { CSSProperties, ReactNode } from 'react';

const fallbackColor = '#409EFF';

/** Tags carry a colour chosen by an admin; a chip tints its background with it. */
function tintOf(color: string): CSSProperties {
  const hex = /^#[0-9a-f]{6}$/i.test(color) ? color : fallbackColor;
  return { color: hex, borderColor: `${hex}66`, backgroundColor: `${hex}14` };
}

/** A problem tag in its colour; `children` adds a remove button or the like after the name. */
export function TagChip({ name, color, children }: { name: string; color: string; children?: ReactNode }) {
  return (
    <span
      className="inline-flex max-w-full items-center gap-1 rounded-md border px-1.5 py-px text-xs whitespace-nowrap"
      style={tintOf(color)}
    >
      <span className="truncate">{name}</span>
      {children}
    </span>
  );
}
