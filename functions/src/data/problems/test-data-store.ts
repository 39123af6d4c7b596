import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { testDataPrefix, testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/**
 * A problem's test data lives in the test-case bucket under `testcases/<pid>/<version>/`. A change of
 * test data is always a new version (never an overwrite), so a judge's cache of an older version can
 * never be mistaken for the new one, and a submission being judged keeps its files.
 */
export async function putTestDataVersion(
  pid: number,
  files: Readonly<Record<string, string | Uint8Array>>,
): Promise<string> {
  const version = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const bucket = requiredEnv(testcaseBucket.envVar);
  await Promise.all(
    Object.entries(files).map(([name, body]) =>
      s3().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${testDataPrefix(pid, version)}${name}`,
          Body: body,
          // Known up front, so the SDK need not stream (and warn about) an empty body.
          ContentLength: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
        }),
      ),
    ),
  );
  return version;
}

/** The file names of a test data version. */
export async function listTestDataFiles(pid: number, version: string): Promise<string[]> {
  const bucket = requiredEnv(testcaseBucket.envVar);
  const prefix = testDataPrefix(pid, version);
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(prefix.length));
    token = page.NextContinuationToken;
  } while (token);
  return names;
}

/** One file of a test data version. */
export async function readTestDataFile(pid: number, version: string, name: string): Promise<Uint8Array> {
  const bucket = requiredEnv(testcaseBucket.envVar);
  const { Body } = await s3().send(
    new GetObjectCommand({ Bucket: bucket, Key: `${testDataPrefix(pid, version)}${name}` }),
  );
  if (!Body) throw new Error(`test data ${pid}/${version}/${name} has no body`);
  return Body.transformToByteArray();
}

/**
 * The first `bytes` bytes of a test data file (one ranged GET), or an empty array when the file is
 * missing: a case whose answer file never came shows no answer.
 */
export async function readTestDataHead(
  pid: number,
  version: string,
  name: string,
  bytes: number,
): Promise<Uint8Array> {
  const bucket = requiredEnv(testcaseBucket.envVar);
  try {
    const { Body } = await s3().send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: `${testDataPrefix(pid, version)}${name}`,
        Range: `bytes=0-${bytes - 1}`,
      }),
    );
    return Body ? await Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'InvalidRange')
      return new Uint8Array();
    throw error;
  }
}
