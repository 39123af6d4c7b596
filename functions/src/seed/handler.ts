import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { seedDatabase, type SeedReport } from './seed';

/**
 * Run once per deployment by a CDK trigger: seeds the table, with root's password from its secret.
 * Never the demo: its accounts have a published password.
 */
export async function handler(): Promise<SeedReport> {
  const arn = process.env.ADMIN_PASSWORD_SECRET_ARN;
  if (!arn) throw new Error('ADMIN_PASSWORD_SECRET_ARN is not set');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!secret.SecretString) throw new Error(`secret ${arn} has no string value`);
  const report = await seedDatabase({ adminPassword: secret.SecretString });
  console.log(JSON.stringify({ level: 'info', message: 'seeded', ...report }));
  return report;
}
