import type { ApiAreaState } from '@oj/shared';
import type { ApiInstanceReport } from '../../data/api-instances/api-instance-item';
import { instanceReportIntervalMs } from '../../frame/instance-tally';

/**
 * An instance is serving while its latest report is this recent: one that keeps receiving requests
 * reports every minute, so two minutes allow one report to come late.
 */
export const servingWindowMs = 2 * instanceReportIntervalMs;

/** A quarter or more of the recent requests answered with a server error makes an area failing. */
export const failingErrorShare = 0.25;

export function isServing(instance: Pick<ApiInstanceReport, 'lastSeen'>, now: number): boolean {
  return now - Date.parse(instance.lastSeen) <= servingWindowMs;
}

/**
 * An area's state (`apiAreaStates` says what each means) from its serving instances' latest reports,
 * and whether any instance of it ever reported.
 */
export function areaStateOf(
  serving: readonly Pick<ApiInstanceReport, 'recentRequests' | 'recentServerErrors'>[],
  everSeen: boolean,
): ApiAreaState {
  if (serving.length === 0) return everSeen ? 'idle' : 'notSeen';
  const requests = serving.reduce((sum, instance) => sum + instance.recentRequests, 0);
  const errors = serving.reduce((sum, instance) => sum + instance.recentServerErrors, 0);
  return errors > 0 && errors >= failingErrorShare * requests ? 'failing' : 'healthy';
}
