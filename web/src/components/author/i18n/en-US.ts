/** The author marks' strings (registered by `author-strings.ts` when the marks' module loads). */
export const catalogue = {
  badges: { root: 'SPA', admin: 'ADM' },
  badgeTitles: { root: 'Super admin', admin: 'Admin' },
};
