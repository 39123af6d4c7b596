import { catalogue as list } from '../list/i18n/en-US';
import { catalogue as details } from '../details/i18n/en-US';

/** The training module's text, one section per screen (`training.list.*`, `training.details.*`). */
export const catalogue = { list, details };
