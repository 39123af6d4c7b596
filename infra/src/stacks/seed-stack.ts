import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { SeedTrigger } from '../constructs/seed-trigger';

export interface SeedStackProps extends StackProps {
  readonly table: ITable;
}

/**
 * The seed of a new deployment, on its own: it needs only the table, so it deploys where the API
 * cannot (LocalStack's free tier has no HTTP API), and a failed seed never holds back the API.
 */
export class SeedStack extends Stack {
  readonly seed: SeedTrigger;

  constructor(scope: Construct, id: string, props: SeedStackProps) {
    super(scope, id, props);

    this.seed = new SeedTrigger(this, 'Seed', { table: props.table });
    // Acknowledged: AwsSolutions-SMG4 asks for automatic rotation.
    Validations.of(this.seed.adminPassword).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "It is root's initial password only: the site stores its own hash and root changes the password " +
        'after the first login, so rotating the secret would change nothing a user can log in with.',
    });

    new CfnOutput(this, 'AdminPasswordSecretArn', {
      description:
        "Secret holding root's initial password: aws secretsmanager get-secret-value --secret-id <arn>",
      value: this.seed.adminPassword.secretArn,
    });
  }
}
