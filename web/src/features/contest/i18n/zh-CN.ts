import { catalogue as list } from '../list/i18n/zh-CN';
import { catalogue as shell } from '../shell/i18n/zh-CN';
import { catalogue as overview } from '../overview/i18n/zh-CN';
import { catalogue as paper } from '../paper/i18n/zh-CN';

/** 比赛模块的中文文本，每个页面一节（`contest.list.*`、`contest.shell.*`、`contest.overview.*`）。 */
export const catalogue = { list, shell, overview, paper };
