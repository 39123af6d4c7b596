import { allowed, refused, type Decision } from './decision';
import { isAuthor, type Authored } from './ownership';
import { isSuperAdmin, type Viewer } from './viewer';

/**
 * Who may read a job (its status, progress and result): the admin who asked for it, and the super
 * admin. Another admin is refused, whatever the job's kind: an export may hold what they may not see.
 */
export function jobReadableBy(viewer: Viewer, job: Authored): Decision<'jobNotYours'> {
  return isAuthor(viewer, job) || isSuperAdmin(viewer) ? allowed : refused('jobNotYours');
}
