import { catalogue as contestRejudge } from '../contest-rejudge/i18n/en-US';

/** English strings of the judge page (/admin/judge). */
export const catalogue = {
  /** The contest's Rejudge tab (`contest-rejudge/`). */
  contestRejudge,
  title: 'Judge',
  queue: 'Submissions waiting in the queue',
  workers: 'Workers seen in the last minute',
  languages: 'Languages offered',
  workerList: 'Workers that reported in the last ten minutes',
  healthy: 'Healthy',
  silent: 'Silent',
  workerFigures:
    'Address {{address}} · {{cores}} cores · {{slots}} at once · CPU {{cpu}} · memory {{memory}}',
  lastSeenAt: 'Last report: {{time}}',
  noWorkers:
    'No judge worker has reported in the last ten minutes: submissions wait in the queue until one starts.',
  loading: 'Loading…',
  refresh: 'Read again every 15 seconds',
};
