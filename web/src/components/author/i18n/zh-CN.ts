/** The author marks' strings (registered by `author-strings.ts` when the marks' module loads). */
export const catalogue = {
  badges: { root: 'SPA', admin: 'ADM' },
  badgeTitles: { root: '超级管理员', admin: '管理员' },
};
