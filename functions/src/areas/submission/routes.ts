import type { Route } from '../../frame/route';
import { submissionRoutes } from '../../modules/submission/routes';

/** The submission function: submitting and polling, the load of a contest's last minutes. */
export const submissionAreaRoutes: readonly Route[] = [...submissionRoutes];
