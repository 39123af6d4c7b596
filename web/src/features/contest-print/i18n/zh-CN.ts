/** 比赛打印（打印标签页与管理员的打印队列）的中文文案。 */
export const catalogue = {
  form: {
    heading: '打印',
    hint: '提交的文本会进入打印队列，由工作人员打印后送到你的座位。至少 {{min}} 个字符。',
    content: '打印内容',
    placeholder: '把需要打印的代码或文字粘贴到这里',
    length: '{{length}} / {{max}} 个字符',
    submit: '提交打印',
    sent: '已提交，请等待工作人员送达',
    empty: '打印内容不能为空',
    tooShort: '打印内容不能少于 {{min}} 个字符（现在 {{length}} 个）',
    tooLong: '打印内容不能超过 {{max}} 个字符（现在 {{length}} 个）',
  },
  admin: {
    heading: '打印队列',
    hint: '最新的在前，每 10 秒刷新一次；下载文本打印后标记为已打印。',
    user: '用户',
    time: '提交时间',
    status: '状态',
    actions: '操作',
    waiting: '未打印',
    printed: '已打印',
    download: '下载',
    markPrinted: '标记已打印',
    total: '共 {{total}} 条',
    empty: '还没有打印请求',
  },
};
