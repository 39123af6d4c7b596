import { JudgeService } from '../../../features/admin-judge/components/judge-service';

/** /admin/judge: the judge workers, their languages and the queue. */
export function AdminJudgePage() {
  return <JudgeService />;
}
