import { sweepDisbandedGroup } from '@oj/functions/judging';
import { JobInputError, type JobRunner } from './job-runner';

/** The job's input: the disbanded group's id. */
export function groupDisbandInputOf(input: unknown): { gid: number } {
  const gid = (input as { gid?: unknown } | null)?.gid;
  if (typeof gid !== 'number' || !Number.isInteger(gid) || gid <= 0)
    throw new JobInputError('A group sweep needs {gid}: a positive whole number.');
  return { gid };
}

/**
 * The `group-disband` job: after the disband's transaction has ended the group, sweeps what it held
 * (members, announcements, problems, trainings, contests, discussions), one place after another,
 * reporting each. Every sweep is idempotent, so a job handed back sweeps again; a problem already
 * accepted into the public set is a copy of its own and stays.
 */
export const groupDisbandJob: JobRunner = async (job, { progress }) => {
  const { gid } = groupDisbandInputOf(job.input);
  return { gid, removed: await sweepDisbandedGroup(gid, progress) };
};
