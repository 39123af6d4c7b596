import type { adminImportTrainingRemoteProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';

/** GET /api/admin/training/import-remote-oj-problem: refused, the site judges no remote problems. */
export const importRemoteProblem: Handler<typeof call, 'admin'> = () => {
  throw new AppError('remoteJudgeNotSupported');
};
