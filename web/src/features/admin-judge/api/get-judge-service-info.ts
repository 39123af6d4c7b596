import { getJudgeServiceInfo } from '@oj/shared/api/admin-judge';
import { callQueryOptions } from '../../../lib/call-query';

/** The judge service; read again every 15 seconds while the page is open (workers report each minute). */
export const judgeServiceInfoQueryOptions = () =>
  callQueryOptions(getJudgeServiceInfo, {}, { refetchInterval: 15_000 });
