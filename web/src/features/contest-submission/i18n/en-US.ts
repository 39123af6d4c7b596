/** English strings of a contest's submissions. The shape must match zh-CN.ts key for key. */
export const catalogue = {
  heading: 'Submissions',
  beforeStartHeading: 'Submissions before the start',
  examLock: {
    release: 'Release lock',
    confirmTitle: 'Release the exam lock',
    confirmText:
      '{{username}} has handed in the exam paper and is locked out of it. Release the lock so they can open the paper and hand it in again?',
    confirm: 'Release',
    cancel: 'Cancel',
    released: 'Released the exam lock of {{username}}',
    refused: 'The exam lock could not be released',
  },
};
