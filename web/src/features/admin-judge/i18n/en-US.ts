/** English strings of the judge page (/admin/judge). */
export const catalogue = {
  title: 'Judge',
  queue: 'Submissions waiting in the queue',
  workers: 'Workers seen in the last minute',
  languages: 'Languages offered',
  worker: 'Worker',
  lastSeen: 'Last seen',
  workerLanguages: 'Languages',
  noWorkers:
    'No judge worker has reported in the last minute: submissions wait in the queue until one starts.',
  loading: 'Loading…',
  refresh: 'Read again every 15 seconds',
};
