import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@oj/shared';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const data = template(stacks.data);

describe('the data stack', () => {
  it('keys the table by the shared string partition and sort keys', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: tableDefinition.partitionKey, AttributeType: 'S' },
        { AttributeName: tableDefinition.sortKey, AttributeType: 'S' },
      ]),
    });
  });

  it('builds every shared global index with string keys and all attributes projected', () => {
    const table = Object.values(data.findResources('AWS::DynamoDB::Table'))[0];
    const indexes = table?.Properties.GlobalSecondaryIndexes as unknown[];
    expect(indexes).toHaveLength(tableDefinition.globalIndexes.length);
    for (const index of tableDefinition.globalIndexes) {
      expect(indexes).toContainEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
      expect(table?.Properties.AttributeDefinitions).toContainEqual({
        AttributeName: index.partitionKey,
        AttributeType: 'S',
      });
    }
  });

  it('bills on demand, expires items by the TTL attribute and keeps point-in-time recovery', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('lets CloudFormation name the table', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { TableName: Match.absent() });
  });

  it('refuses to delete the table or its stack', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    expect(stacks.data.terminationProtection).toBe(true);
  });
});
