import type { MarkdownEditKind } from './markdown-edits';

/** 16 px line drawings of the helper buttons (inline code, code block, link, bullet and numbered list). */
const paths: Record<MarkdownEditKind, string> = {
  inlineCode: 'M6 4 2 8l4 4M10 4l4 4-4 4',
  codeBlock: 'M5 2.5H3.5v11H5M11 2.5h1.5v11H11M6.5 6 5 8l1.5 2M9.5 6 11 8l-1.5 2',
  link: 'M7 9.5a2.5 2.5 0 0 0 3.5 0l2-2a2.5 2.5 0 0 0-3.5-3.5l-.5.5M9 6.5a2.5 2.5 0 0 0-3.5 0l-2 2A2.5 2.5 0 0 0 7 12l.5-.5',
  bulletList: 'M6 4h8M6 8h8M6 12h8M2.5 4h.01M2.5 8h.01M2.5 12h.01',
  orderedList: 'M7 4h7M7 8h7M7 12h7M2 3l1-.5V6M2 9.5h2L2 12h2',
};

export function HelperIcon({ kind }: { kind: MarkdownEditKind }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[kind]} />
    </svg>
  );
}
