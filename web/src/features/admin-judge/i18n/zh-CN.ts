import { catalogue as contestRejudge } from '../contest-rejudge/i18n/zh-CN';

/** 评测机页（/admin/judge）的中文文案。 */
export const catalogue = {
  /** The contest's Rejudge tab (`contest-rejudge/`). */
  contestRejudge,
  title: '评测机',
  queue: '队列中等待的提交',
  workers: '最近一分钟在线的评测机',
  languages: '可用语言',
  workerList: '最近十分钟上报过的评测机',
  healthy: '健康',
  silent: '已失联',
  workerFigures: '地址 {{address}} · {{cores}} 核 · 同时评测 {{slots}} 个 · CPU {{cpu}} · 内存 {{memory}}',
  lastSeenAt: '最近上报：{{time}}',
  noWorkers: '最近十分钟没有评测机上报：提交会在队列中等待，直到有评测机启动。',
  loading: '加载中…',
  refresh: '每 15 秒自动刷新',
};
