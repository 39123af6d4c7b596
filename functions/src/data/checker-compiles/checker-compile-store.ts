import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter, isExpired } from '../ttl';
import {
  checkerCompileHash,
  checkerCompileKey,
  compiledCheckerLifetimeSeconds,
  compiledCheckerToItem,
} from './checker-compile-item';

/** What a checker compile compiles: the `checker-compile` job's input. */
export interface CheckerProgram {
  language: string;
  code: string;
  /** Files compiled beside the program (testlib.h and the like). */
  extraFiles: Record<string, string>;
}

/** What a checker compile answers: the `checker-compile` job's result. */
export interface CheckerCompileOutcome {
  ok: boolean;
  /** The compiler's message when it failed. */
  message: string | null;
}

/** Remember for a week that this program compiled, by the job `jobId`. */
export async function rememberCompiledChecker(program: CheckerProgram, jobId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: compiledCheckerToItem({
        key: checkerCompileHash(program.language, program.code, program.extraFiles),
        jobId,
        status: 'ok',
        expiresAt: expiresAfter(compiledCheckerLifetimeSeconds),
      }),
    }),
  );
}

/**
 * Whether the program with this hash (`checkerCompileHash`) compiled successfully within the last
 * week. Layout 1 items count when their status is ok, as they did.
 */
export async function compiledSuccessfully(key: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: checkerCompileKey(key), ConsistentRead: true }),
  );
  return Item !== undefined && !isExpired(Item) && Item.status === 'ok';
}
