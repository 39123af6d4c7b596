import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { mkdir, readdir, rename, rm, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { testDataPrefix } from '@oj/shared';

/**
 * Test data on local disk, by problem and version. A version is fetched once, into a temporary folder
 * renamed into place when complete, so a reader never sees half a version and two workers fetching
 * the same version at once both end with a whole one. Fetching a new version of a problem removes
 * the older ones once no judge can be using them: an upload of new data is a new version, which
 * invalidates the cache.
 */
export class TestDataCache {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly root: string,
  ) {}

  /** The local folder holding the version's files, fetching them first if needed. */
  folder(pid: number, version: string): Promise<string> {
    const key = `${pid}/${version}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.ensure(pid, version).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async ensure(pid: number, version: string): Promise<string> {
    const target = join(this.root, String(pid), version);
    if (await exists(target)) return target;
    const staging = join(this.root, '.staging', randomUUID());
    await mkdir(staging, { recursive: true, mode: 0o700 });
    try {
      const prefix = testDataPrefix(pid, version);
      let token: string | undefined;
      let count = 0;
      do {
        const page = await this.s3.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          if (!name || name.includes('/')) continue;
          const { Body } = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: object.Key }));
          if (!Body) throw new Error(`s3://${this.bucket}/${object.Key} has no body`);
          await writeFile(join(staging, name), await Body.transformToByteArray(), { mode: 0o600 });
          count += 1;
        }
        token = page.NextContinuationToken;
      } while (token);
      if (count === 0) throw new Error(`no test data at s3://${this.bucket}/${prefix}`);
      await mkdir(join(this.root, String(pid)), { recursive: true, mode: 0o700 });
      await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another worker finished the same version first; theirs is as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
      await this.removeOtherVersions(pid, version);
      return target;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Older versions go once no judge can still be reading them: a judge never lasts ten minutes. */
  private async removeOtherVersions(pid: number, keep: string): Promise<void> {
    const folder = join(this.root, String(pid));
    const cutoff = Date.now() - 10 * 60_000;
    for (const version of await readdir(folder)) {
      if (version === keep) continue;
      const path = join(folder, version);
      if ((await stat(path)).mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
