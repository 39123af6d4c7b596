import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/**
 * An uploaded test data archive, checked and unpacked, waits in the test-case bucket under
 * `testcase-uploads/<dir>/` until the admin saves the problem that uses it: its files under `files/`
 * and, written last, `file-list.json` with the pairs. A staging folder without its list was never
 * finished and reads as missing. The problem save deletes the folder it used; one never used is left
 * to a lifecycle rule on the prefix.
 */
export const stagedUploadPrefix = 'testcase-uploads/';

/** One test case of a staged upload: its file names, and its points when the archive said. */
export interface StagedCase {
  input: string;
  output: string;
  score?: number;
}

/** The staging folder does not exist, was never finished, or its name is not one we hand out. */
export class StagedUploadNotFound extends Error {
  constructor(readonly dir: string) {
    super(`no staged upload ${JSON.stringify(dir)}`);
    this.name = 'StagedUploadNotFound';
  }
}

const dirPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Enough parallel writes to be quick, few enough not to open a socket per file of a big archive. */
const parallelTransfers = 16;

/** Whether a client-sent folder name can be one of ours (a UUID): it becomes part of an S3 key. */
export function isStagedUploadDir(dir: string): boolean {
  return dirPattern.test(dir);
}

function bucket(): string {
  return requiredEnv(testcaseBucket.envVar);
}

function fileKey(dir: string, name: string): string {
  return `${stagedUploadPrefix}${dir}/files/${name}`;
}

function fileListKey(dir: string): string {
  return `${stagedUploadPrefix}${dir}/file-list.json`;
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += parallelTransfers) {
    await Promise.all(items.slice(start, start + parallelTransfers).map(work));
  }
}

async function readObject(key: string, dir: string): Promise<Uint8Array> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!Body) throw new StagedUploadNotFound(dir);
    return await Body.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') throw new StagedUploadNotFound(dir);
    throw error;
  }
}

/** Stage the files of a checked archive with their pairs; answers the folder name to hand back. */
export async function stageUpload(
  files: Readonly<Record<string, Uint8Array>>,
  fileList: readonly StagedCase[],
): Promise<string> {
  const dir = randomUUID();
  await inBatches(Object.entries(files), async ([name, body]) => {
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: fileKey(dir, name), Body: body }));
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: fileListKey(dir),
      Body: JSON.stringify({ fileList, names: Object.keys(files) }),
      ContentType: 'application/json',
    }),
  );
  return dir;
}

interface StagedManifest {
  fileList: StagedCase[];
  names: string[];
}

async function readManifest(dir: string): Promise<StagedManifest> {
  if (!isStagedUploadDir(dir)) throw new StagedUploadNotFound(dir);
  const bytes = await readObject(fileListKey(dir), dir);
  return JSON.parse(new TextDecoder().decode(bytes)) as StagedManifest;
}

/** The test cases of a staged upload, in the order the upload answered them. */
export async function stagedUploadFileList(dir: string): Promise<StagedCase[]> {
  return (await readManifest(dir)).fileList;
}

/** Every file of a staged upload by name (`1.in`, `1.out`, …), ready for `putTestDataVersion`. */
export async function readStagedUpload(dir: string): Promise<Record<string, Uint8Array>> {
  const { names } = await readManifest(dir);
  const files: Record<string, Uint8Array> = {};
  await inBatches(names, async (name) => {
    files[name] = await readObject(fileKey(dir, name), dir);
  });
  return files;
}

/** Remove a staged upload once it has been copied into a test data version. */
export async function deleteStagedUpload(dir: string): Promise<void> {
  if (!isStagedUploadDir(dir)) return;
  const { names } = await readManifest(dir).catch((error: unknown) => {
    if (error instanceof StagedUploadNotFound) return { names: [] as string[] };
    throw error;
  });
  const keys = [...names.map((name) => fileKey(dir, name)), fileListKey(dir)];
  for (let start = 0; start < keys.length; start += 1000) {
    await s3().send(
      new DeleteObjectsCommand({
        Bucket: bucket(),
        Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}
