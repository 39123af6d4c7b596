import { catalogue as list } from '../list/i18n/zh-CN';
import { catalogue as details } from '../details/i18n/zh-CN';

/** The training module's text, one section per screen (`training.list.*`, `training.details.*`). */
export const catalogue = { list, details };
