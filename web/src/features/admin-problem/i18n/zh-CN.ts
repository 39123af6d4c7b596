import { catalogue as list } from '../list/i18n/zh-CN';
import { catalogue as form } from '../form/i18n/zh-CN';

/** 题目管理的中文文本，每个页面一节（`admin-problem.list.*` 等），文本放在各自页面的代码旁。 */
export const catalogue = { list, form };
