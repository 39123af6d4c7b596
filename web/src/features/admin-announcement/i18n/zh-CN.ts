import type { catalogue as english } from './en-US';

/** 公告管理页面的中文文本。 */
export const catalogue: typeof english = {
  title: '公告管理',
  list: {
    heading: '公告列表',
    create: '新建公告',
    title: '标题',
    created: '创建时间',
    author: '发布者',
    visible: '可见',
    actions: '操作',
    edit: '编辑',
    delete: '删除',
    empty: '暂无公告',
    total: '共 {{total}} 条',
    saved: '公告已保存',
    posted: '公告已发布',
  },
  editor: {
    createTitle: '新建公告',
    editTitle: '编辑公告',
    title: '标题',
    content: '内容（Markdown）',
    contentHint: '支持 Markdown 与公式（$x^2$），右侧预览即访客所见',
    preview: '预览',
    image: '插入图片',
    uploading: '上传中…',
    visible: '在首页显示',
    titleRequired: '请输入标题',
    contentRequired: '请输入内容',
    cancel: '取消',
    save: '保存',
  },
  remove: {
    title: '删除公告',
    text: '确定删除“{{title}}”吗？它将从首页消失，且无法恢复。',
    confirm: '删除',
    cancel: '取消',
    done: '公告已删除',
  },
};
