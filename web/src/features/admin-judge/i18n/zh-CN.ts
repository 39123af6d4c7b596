import { catalogue as contestRejudge } from '../contest-rejudge/i18n/zh-CN';

/** 评测机页（/admin/judge）的中文文案。 */
export const catalogue = {
  /** The contest's Rejudge tab (`contest-rejudge/`). */
  contestRejudge,
  title: '评测机',
  queue: '队列中等待的提交',
  workers: '最近一分钟在线的评测机',
  languages: '可用语言',
  worker: '评测机',
  lastSeen: '最近上报',
  workerLanguages: '语言',
  noWorkers: '最近一分钟没有评测机上报：提交会在队列中等待，直到有评测机启动。',
  loading: '加载中…',
  refresh: '每 15 秒自动刷新',
};
