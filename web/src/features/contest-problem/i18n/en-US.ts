/** English strings of the contest's problems. The shape must match zh-CN.ts key for key. */
export const catalogue = {
  list: {
    heading: 'Problems',
    hint: 'Click a problem to open it',
    empty: 'This contest has no problems yet',
    columns: {
      mark: 'Status',
      displayId: '#',
      title: 'Title',
      balloon: 'Balloon',
      acTotal: 'AC / Total',
    },
    hiddenCounts: 'Hidden until results show in real time',
    marks: {
      solved: 'Solved',
      wrong: 'Tried, not solved',
      judging: 'Being judged',
      hidden: 'Submitted; the result shows after the contest',
      partial: 'Partly scored',
      none: 'Not submitted',
    },
  },
  submit: {
    ended: 'Contest has ended',
    limitReached_one: 'Submit limit reached: this exam takes at most {{count}} submission per problem',
    limitReached_other: 'Submit limit reached: this exam takes at most {{count}} submissions per problem',
    overwriteTitle: 'Submit again?',
    overwriteText:
      'Results of this contest show only after it ends. This submission replaces your previous one to this problem, whose result you have not seen.',
    overwriteConfirm: 'Submit and replace',
    cancel: 'Cancel',
    examLimit_one: 'Exam: at most {{count}} submission to each problem',
    examLimit_other: 'Exam: at most {{count}} submissions to each problem',
  },
  focus: {
    navigator: 'Problems of the contest',
    previous: 'Previous',
    next: 'Next',
    back: 'Back to the contest',
  },
};
