import { Grant } from 'aws-cdk-lib/aws-iam';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { seedHandlerEntry } from '../paths';
import { BundledFunction } from './bundled-function';

/** Read by functions/src/seed/handler.ts. */
const adminPasswordEnvVar = 'ADMIN_PASSWORD_SECRET_ARN';

export interface SeedTriggerProps {
  readonly table: ITable;
}

/**
 * Seeds a new site on every deployment that changes the seed code: the website config, the language
 * list and the super administrator `root`, whose password CloudFormation generates into a secret. Each
 * write is conditional, so running it again changes nothing.
 */
export class SeedTrigger extends Construct {
  readonly adminPassword: Secret;

  constructor(scope: Construct, id: string, props: SeedTriggerProps) {
    super(scope, id);

    this.adminPassword = new Secret(this, 'AdminPassword', {
      description: "Initial password of the online judge's root account; change it after the first login.",
      generateSecretString: { passwordLength: 24, excludePunctuation: true },
    });

    const seed = new BundledFunction(this, 'Seed', {
      entry: seedHandlerEntry,
      description: 'Seeds the table with the site configuration, languages and the root account.',
      memorySize: 512,
      // Hashing root's password with scrypt and a few dozen conditional writes take seconds; a table older
      // than the accounts index is read once whole to list its accounts (about a minute per million items).
      timeout: Duration.minutes(10),
    });
    // Creates the seed items and reads them back to skip what exists.
    seed.bindTable(props.table, 'readWrite');
    // The one scan of the system: accounts stored before the accounts index are put on it (no request
    // path scans; the API functions are refused Scan).
    Grant.addToPrincipal({
      grantee: seed.function,
      actions: ['dynamodb:Scan'],
      resourceArns: [props.table.tableArn],
    });
    // The root account's initial password.
    seed.bindSecret(this.adminPassword, adminPasswordEnvVar);

    new Trigger(this, 'Run', {
      handler: seed.function,
      // The table must exist before it can be seeded.
      executeAfter: [props.table],
      // Seeding is idempotent, so a changed seed (new languages, say) may run on the next deployment.
      executeOnHandlerChange: true,
      timeout: Duration.minutes(10),
    });
  }
}
