import type { Route } from '../../frame/route';

/** The submission area: submitting, Online Tests, submission lists and details, sharing. */
export const submissionRoutes: readonly Route[] = [];
