/** The markdown input's strings (registered by `markdown-input-strings.ts` when its chunk loads). */
export const catalogue = {
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet',
  tools: 'Markdown helpers',
  helpers: {
    inlineCode: 'Inline code',
    codeBlock: 'Code block',
    link: 'Link',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
  },
  emoji: 'Emoji',
  count: '{{count}} / {{max}}',
};
