import type { ResolvedLanguage } from '../languages/language-table';
import type { TestDataCache } from '../testdata/test-data-cache';
import type { SlotWorkspace } from './slot-workspace';

/** What judging needs that lives as long as the worker: languages, test data, slots, identity. */
export interface JudgeContext {
  /** Languages installed on this host, by submission name. */
  languages: Map<string, ResolvedLanguage>;
  testData: TestDataCache;
  /** Where compiled checkers are kept. */
  cacheDir: string;
  workspace(slot: number): SlotWorkspace;
  /** This worker's name, written as the submission's judger. */
  judger: string;
  log: (
    level: 'debug' | 'info' | 'warn' | 'error',
    message: string,
    fields?: Record<string, unknown>,
  ) => void;
}
