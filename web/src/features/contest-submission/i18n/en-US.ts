/** English strings of a contest's submissions. The shape must match zh-CN.ts key for key. */
export const catalogue = {
  heading: 'Submissions',
  beforeStartHeading: 'Submissions before the start',
};
