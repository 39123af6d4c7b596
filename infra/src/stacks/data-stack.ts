import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '@oj/shared';

/**
 * The one DynamoDB table, built from the shared `tableDefinition` that the local stack also uses. The
 * table holds every user, problem and submission, so it and its stack refuse to be deleted.
 */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, terminationProtection: true });

    this.table = new Table(this, 'Table', {
      // The name is left to CloudFormation (several stages can share an account); code reads it
      // from the environment variable tableDefinition.envVar.
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      // On-demand: nothing to pay when idle, and a contest's opening burst needs no capacity planning.
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of tableDefinition.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        // Every index answers a list screen on its own, without a second read per item.
        projectionType: ProjectionType.ALL,
      });
    }

    // For code run outside AWS against the deployment (a worker on a laptop, LocalStack).
    new CfnOutput(this, 'TableName', { description: tableDefinition.envVar, value: this.table.tableName });
  }
}
