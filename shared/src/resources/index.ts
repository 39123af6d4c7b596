export * from './table';
export * from './queues';
export * from './buckets';
export * from './judge-limits';
