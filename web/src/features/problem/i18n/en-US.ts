import { catalogue as list } from '../list/i18n/en-US';
import { catalogue as page } from '../page/i18n/en-US';

/**
 * English strings of the problem feature, one section per screen (`problem.list.*`,
 * `problem.page.*`); each screen keeps its strings beside its code. Must match zh-CN.ts key for key.
 */
export const catalogue = { list, page };
