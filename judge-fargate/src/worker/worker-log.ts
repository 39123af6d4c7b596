import type { JudgeContext } from '../pipeline/judge-context';

/** How the worker reports: one structured line per event (worker.ts writes it as JSON). */
export type WorkerLog = JudgeContext['log'];
