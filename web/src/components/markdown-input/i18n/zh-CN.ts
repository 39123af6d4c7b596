/** The markdown input's strings (registered by `markdown-input-strings.ts` when its chunk loads). */
export const catalogue = {
  write: '编辑',
  preview: '预览',
  previewEmpty: '暂无可预览的内容',
  tools: 'Markdown 辅助按钮',
  helpers: {
    inlineCode: '行内代码',
    codeBlock: '代码块',
    link: '链接',
    bulletList: '无序列表',
    orderedList: '有序列表',
  },
  emoji: '表情',
  count: '{{count}} / {{max}}',
};
