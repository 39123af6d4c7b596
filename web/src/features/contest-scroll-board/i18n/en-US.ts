/** English strings of the scroll board. The shape must match zh-CN.ts key for key. */
export const catalogue = {
  title: 'Scroll board',
  loading: 'Loading the contest…',
  finalStandings: 'Final standings',
  frozenSince: 'Frozen since {{time}}',
  notSealed: 'This contest was never frozen: the board is already final',
  progress: 'Revealed {{done}} of {{total}}',
  keys: 'Space, → or ↓: next · A: auto play · F: full screen',
  next: 'Next',
  autoPlay: 'Auto play',
  pause: 'Pause',
  fullScreen: 'Full screen',
  columns: {
    rank: 'Rank',
    name: 'Team',
    solved: 'Solved',
    penalty: 'Penalty',
  },
  star: 'Unofficial',
  medals: {
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
  },
  cell: {
    accepted: 'Accepted at minute {{minute}}, {{tries}} tries',
    firstBlood: 'First to solve, at minute {{minute}}, {{tries}} tries',
    rejected: '{{tries}} rejected tries',
    pending: '{{tries}} tries, {{hidden}} not revealed yet',
  },
  reveal: {
    accepted: '{{name}}: {{problem}} accepted, from place {{from}} to {{to}}',
    acceptedStays: '{{name}}: {{problem}} accepted, still in place {{to}}',
    rejected: '{{name}}: {{problem}} rejected',
    nothing: '{{name}}: {{problem}} did not count',
    stillJudging: '{{name}}: {{problem}} is still being judged',
  },
  denied: {
    noContest: "The link names no contest: open the scroll board from a contest's scroll board tab.",
    loginFirst: "Please log in as one of the contest's admins to open its scroll board.",
    notAdmin:
      "Only the contest's admins may open its scroll board, after the end too: the final standings are on the contest's rank tab.",
    oiContest: 'The scroll board replays ACM contests only; this is an OI contest.',
    loadFailed: 'The scroll board could not be loaded.',
    toContest: 'Back to the contest',
    toHome: 'Back home',
  },
};
