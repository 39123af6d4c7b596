import { isFinalStatus } from '@oj/shared/judge/judge-status';

/** Spec §9: a submission is polled every 2 s, an Online Test every 1 s. */
export const submissionPollMs = 2000;
export const testRunPollMs = 1000;

/** Spec §4: after a submit, poll until the status leaves submitting, pending, compiling and judging. */
export function keepPollingSubmission(status: number | undefined): boolean {
  // A submission the status map does not name yet is still on its way.
  return status === undefined || !isFinalStatus(status);
}

/**
 * Spec §4: an Online Test is polled until it is no longer pending. The run goes through compiling and
 * judging too before its result, so those keep the poll going; -10 (no such run) ends it.
 */
export function keepPollingTestRun(status: number): boolean {
  return !isFinalStatus(status);
}
