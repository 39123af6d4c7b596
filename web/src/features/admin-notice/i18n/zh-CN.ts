import type { catalogue as english } from './en-US';

/** 系统通知管理页面的中文文本。 */
export const catalogue: typeof english = {
  title: '系统通知',
  deliveryNote:
    '通知保存后即投递：立即出现在每位接收者消息中心的“系统通知”中，列表中标记为“已推送”。发给全部用户的通知送达发送时已注册的账号。编辑后接收者看到新内容；删除后通知从接收者的消息箱中移除。',
  audience: { All: '全部用户', Single: '指定用户', Admin: '管理员' },
  list: {
    heading: '通知列表',
    create: '新建通知',
    allTypes: '全部对象',
    title: '标题',
    type: '接收对象',
    state: '状态',
    pushed: '已推送',
    notPushed: '未推送',
    created: '创建时间',
    author: '发布者',
    actions: '操作',
    edit: '编辑',
    delete: '删除',
    empty: '暂无通知',
    total: '共 {{total}} 条',
  },
  editor: {
    createTitle: '新建通知',
    editTitle: '编辑通知',
    title: '标题',
    type: '接收对象',
    recipient: '接收者',
    recipientHint: '用户名或 UID',
    content: '内容（Markdown）',
    preview: '预览',
    titleRequired: '请输入标题',
    contentRequired: '请输入内容',
    recipientRequired: '发给指定用户的通知需要填写接收者',
    cancel: '取消',
    save: '保存',
  },
  remove: {
    title: '删除通知',
    text: '确定删除“{{title}}”吗？它也会从接收者的消息中心移除。',
    confirm: '删除',
    cancel: '取消',
    done: '通知已删除',
  },
};
