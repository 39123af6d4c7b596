import { catalogue as list } from '../list/i18n/en-US';
import { catalogue as form } from '../form/i18n/en-US';

/** The problem administration's English texts, one section per screen (`admin-problem.list.*`…). */
export const catalogue = { list, form };
