import { catalogue as list } from '../list/i18n/zh-CN';
import { catalogue as page } from '../page/i18n/zh-CN';

/** 题目模块的中文文本，每个页面一节（`problem.list.*`、`problem.page.*`），文本放在各自页面的代码旁。 */
export const catalogue = { list, page };
