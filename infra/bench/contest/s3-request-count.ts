import { s3 } from '../../../functions/src/data/aws-clients';

/*
 * S3 requests counted where the handlers make them: the local stack runs the API handlers in this
 * process, and they share the data layer's one S3 client, so a step added to that client's middleware
 * sees every request (GET, PUT, DELETE) the board makes, by command name.
 */
const counts = new Map<string, number>();
let installed = false;

export function countS3Requests(): void {
  if (installed) return;
  installed = true;
  s3().middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'benchS3RequestCount' },
  );
}

/** Every S3 request so far. */
export function s3RequestCount(): number {
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

/** S3 requests so far by command (`GetObjectCommand`, `PutObjectCommand`, …). */
export function s3RequestsByCommand(): Record<string, number> {
  return Object.fromEntries(counts);
}
