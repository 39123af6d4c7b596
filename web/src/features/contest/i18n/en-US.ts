import { catalogue as list } from '../list/i18n/en-US';
import { catalogue as shell } from '../shell/i18n/en-US';
import { catalogue as overview } from '../overview/i18n/en-US';
import { catalogue as paper } from '../paper/i18n/en-US';

/** The contest module's English text, one section per screen (`contest.list.*`, `contest.shell.*`, `contest.overview.*`). */
export const catalogue = { list, shell, overview, paper };
