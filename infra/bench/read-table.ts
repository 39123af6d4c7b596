import { callApi, type CallSample } from './contest/bench-http';
import { percentile } from './statistics';

/* The read tables of the training and discussion benches: GETs one after another, a line per read. */

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The mean read units of the samples. */
export function meanReadUnits(samples: readonly CallSample[]): number {
  return average(samples.map((sample) => sample.read));
}

/** `count` GETs of `path`, one after another, as `token`'s holder (a visitor without); each must answer 200. */
export async function timedReads(
  url: string,
  path: string,
  count: number,
  token?: string,
): Promise<CallSample[]> {
  const samples: CallSample[] = [];
  for (let index = 0; index < count; index++) {
    const sample = await callApi(url, { method: 'GET', path, token });
    if (sample.status !== 200) throw new Error(`${path}: ${sample.status} ${sample.msg}`);
    samples.push(sample);
  }
  return samples;
}

/** The table's heading, its first column `width` wide. */
export function readTableHeading(width: number): string {
  return `  ${'read'.padEnd(width)} ${'RCU'.padStart(8)}  ${'p50 (ms)'.padStart(8)}  ${'p99 (ms)'.padStart(8)}  ${'reqs'.padStart(5)}`;
}

/** A row: the mean read units, p50 and p99 times, and the number of requests. */
export function readTableLine(name: string, samples: readonly CallSample[], width: number): string {
  const ms = samples.map((sample) => sample.ms);
  return `  ${name.padEnd(width)} ${fixed(meanReadUnits(samples), 2).padStart(8)}  ${fixed(percentile(ms, 0.5)).padStart(8)}  ${fixed(percentile(ms, 0.99)).padStart(8)}  ${String(samples.length).padStart(5)}`;
}
