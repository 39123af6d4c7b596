export const catalogue = {
  heading: 'Training rank',
  hint: 'Ranked by problems solved, then by the least total run time.',
  searchPlaceholder: 'Username, nickname, real name or school',
  empty: 'Nobody has submitted in this training yet.',
  total_one: '{{count}} user',
  total_other: '{{count}} users',
  columns: { rank: 'Rank', user: 'User', ac: 'Solved', totalRunTime: 'Total time' },
  runTime: '{{ms}} ms',
  cell: {
    accepted: 'Accepted, fastest {{ms}} ms',
    partial: 'Partly scored: {{score}}',
    rejected: 'Not accepted',
  },
};
