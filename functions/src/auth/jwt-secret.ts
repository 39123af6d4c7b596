import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let secret: Promise<Uint8Array> | undefined;

/**
 * The key that signs tokens: `JWT_SECRET` locally, or the Secrets Manager secret named by
 * `JWT_SECRET_ARN` in the cloud, fetched once per cold start.
 */
export function jwtSecret(): Promise<Uint8Array> {
  secret ??= loadSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

async function loadSecret(): Promise<Uint8Array> {
  const direct = process.env.JWT_SECRET;
  if (direct) return new TextEncoder().encode(direct);
  const arn = process.env.JWT_SECRET_ARN;
  if (!arn) throw new Error('neither JWT_SECRET nor JWT_SECRET_ARN is set');
  const output = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!output.SecretString) throw new Error(`secret ${arn} has no string value`);
  return new TextEncoder().encode(output.SecretString);
}
