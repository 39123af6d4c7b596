/**
 * The one DynamoDB table, described once. The CDK data stack and the local stack both build the table
 * from this object, so the cloud and the laptop cannot disagree about keys or indexes.
 */
export interface GlobalIndexDefinition {
  /** Index name as DynamoDB knows it. */
  readonly name: string;
  /** String attribute holding the index partition key. */
  readonly partitionKey: string;
  /** String attribute holding the index sort key. */
  readonly sortKey: string;
}

export const tableDefinition = {
  /** Environment variable that carries the table name to handlers and workers. */
  envVar: 'TABLE_NAME',
  /** Name used by the local stack and as the default when the variable is unset. */
  localName: 'oj-main',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after this moment. */
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ] satisfies readonly GlobalIndexDefinition[],
} as const;

export type GlobalIndexName = (typeof tableDefinition.globalIndexes)[number]['name'];

/**
 * The partition of the user ranking's snapshot head (where the stored snapshot is, and the lease of
 * its rebuild): the one partition the read-only site function may update besides users' sessions.
 */
export const rankSnapshotPartition = 'RANKING';

/**
 * The partition of the API's service registry: each warm instance of an area function reports itself
 * there (functions/src/data/api-instances/), so every area function may update it, the read-only ones
 * included.
 */
export const apiInstancePartition = 'APIINSTANCE';
