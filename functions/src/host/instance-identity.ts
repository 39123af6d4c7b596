import os from 'node:os';
import type { Context } from 'aws-lambda';
import type { ApiArea } from '@oj/shared';
import type { ApiInstanceIdentity } from '../data/api-instances/api-instance-item';
import { readMachineFigures } from './machine-figures';

/** When this process started: a Lambda execution environment's start, or the local stack's. */
const processStartedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();

/**
 * Lambda names each execution environment's log stream `<date>/[<version>]<environment id>`: the id is
 * what tells two warm instances of one function apart (their process ids are the same). Elsewhere the
 * host and process say it.
 */
export function instanceIdOf(logStreamName: string): string {
  const environment = /\]([0-9a-f]+)$/i.exec(logStreamName)?.[1];
  return environment ?? `${os.hostname()}-${process.pid}`;
}

/** What an area's instance knows of itself, from the Lambda context of its first request. */
export function instanceIdentityOf(area: ApiArea, context: Context): ApiInstanceIdentity {
  return {
    area,
    instanceId: instanceIdOf(context.logStreamName ?? ''),
    functionName: context.functionName ?? `oj-${area}`,
    functionVersion: context.functionVersion ?? '',
    host: readMachineFigures().address,
    runtime: process.version,
    region: process.env.AWS_REGION ?? 'local',
    memoryLimitMiB: Number(context.memoryLimitInMB) || 0,
    startedAt: processStartedAt,
  };
}
