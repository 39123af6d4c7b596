/** English strings of the contest's Rejudge tab (super admin). */
export const catalogue = {
  heading: 'Rejudge a contest problem',
  hint: 'Every submission made in this contest to the problem goes back to the judges; the submissions and the board follow the new verdicts.',
  problem: 'Problem',
  start: 'Rejudge',
  noProblems: 'This contest has no problem yet.',
  confirmTitle: 'Rejudge the whole problem?',
  confirmText:
    'Every submission to {{displayId}}. {{title}} in this contest is judged again; until then its verdict shows as pending.',
  confirm: 'Start the rejudge',
  cancel: 'Cancel',
  jobTitle: 'Rejudge of {{displayId}}',
  queued: 'Queued, waiting for a judge worker…',
  running: '{{done}} of {{total}} submissions sent back to the judges',
  done: 'Done: {{total}} submissions, {{rejudged}} rejudged, {{skipped}} skipped. The new verdicts come in as the judges work.',
  failed: 'The rejudge failed: {{error}}',
  viewSubmissions: "This problem's submissions",
  superAdminOnly: 'Only the super admin may rejudge a contest problem.',
};
