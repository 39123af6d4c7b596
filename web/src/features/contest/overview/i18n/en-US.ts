export const catalogue = {
  description: 'Description',
  noDescription: 'The organiser has not written a description.',
  exam: {
    title: 'Exam mode',
    paperHint: 'This contest is an exam: its problems are on the exam paper, which opens in a new window.',
    submitLimit_one: 'Each problem accepts at most {{count}} submission.',
    submitLimit_other: 'Each problem accepts at most {{count}} submissions.',
    openPaper: 'Open the exam paper',
    paperClosed: 'The exam paper opens at the start.',
  },
};
