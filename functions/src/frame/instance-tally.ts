import type { ApiInstanceCounts } from '../data/api-instances/api-instance-item';

/** A warm instance writes its report at most this often (and only while it serves requests). */
export const instanceReportIntervalMs = 60_000;

/** The counts a due report carries, and whether it is the instance's first. */
export interface DueReport extends ApiInstanceCounts {
  first: boolean;
}

/** An instance's requests and server errors, and when its report is due. */
export interface InstanceTally {
  /** A request reached the instance. */
  received(): void;
  /** A request was answered with this HTTP status; 500 and above count as server errors. */
  answered(statusCode: number): void;
  /**
   * The report to write at `now`, if one is due: at the first request, then when the last was taken
   * at least `instanceReportIntervalMs` before. Taking it starts the next window of recent counts.
   */
  takeDueReport(now: number): DueReport | undefined;
  /** The counts as they stand, taking no report (the instance answering shows itself as it is). */
  current(): ApiInstanceCounts;
}

export function createInstanceTally(intervalMs: number = instanceReportIntervalMs): InstanceTally {
  let requests = 0;
  let serverErrors = 0;
  let reportedRequests = 0;
  let reportedServerErrors = 0;
  let lastReportAt: number | undefined;
  const current = (): ApiInstanceCounts => ({
    requests,
    serverErrors,
    recentRequests: requests - reportedRequests,
    recentServerErrors: serverErrors - reportedServerErrors,
  });
  return {
    received: () => {
      requests += 1;
    },
    answered: (statusCode) => {
      if (statusCode >= 500) serverErrors += 1;
    },
    takeDueReport: (now) => {
      if (lastReportAt !== undefined && now - lastReportAt < intervalMs) return undefined;
      const report = { ...current(), first: lastReportAt === undefined };
      lastReportAt = now;
      reportedRequests = requests;
      reportedServerErrors = serverErrors;
      return report;
    },
    current,
  };
}
