import { chmod, chown, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One judge slot's folders and identity. Each slot runs one program at a time under its own uid and
 * gid, so programs of different slots cannot touch each other's files or processes.
 *
 * - `build`: where the compiler writes (owned by the slot uid while compiling); afterwards root owns
 *   it and only the slot's group may read and execute it.
 * - `run`: the program's cwd, emptied before each case, owned by the slot uid: the only place it may write.
 * - `io`: root-only; the runner opens stdin/stdout/stderr files here before dropping privileges.
 * - `check`: the checker's or interactor's folder (input, output, answer), owned by the slot's checker
 *   identity, which the program's uid cannot read: an interactive program runs beside its interactor.
 */
export class SlotWorkspace {
  readonly build: string;
  readonly run: string;
  readonly io: string;
  readonly check: string;

  constructor(
    readonly root: string,
    readonly uid: number,
    readonly gid: number,
    /** The identity checkers and interactors run under: never the program's. */
    readonly checkerUid: number,
    readonly checkerGid: number,
  ) {
    this.build = join(root, 'build');
    this.run = join(root, 'run');
    this.io = join(root, 'io');
    this.check = join(root, 'check');
  }

  /** Empties every folder and gives each its owner and mode; called before each submission. */
  async reset(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await chmod(this.root, 0o711);
    for (const dir of [this.build, this.run, this.io, this.check]) {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { mode: 0o700 });
    }
    await this.own(this.build, this.uid, this.gid, 0o700);
    await this.own(this.run, this.uid, this.gid, 0o700);
    await this.own(this.check, this.checkerUid, this.checkerGid, 0o700);
  }

  /** Empties the run folder for the next case; most programs leave nothing, so that costs one look. */
  async resetRun(): Promise<void> {
    const left = await readdir(this.run).catch(() => undefined);
    if (left && left.length === 0) return;
    await rm(this.run, { recursive: true, force: true });
    await mkdir(this.run, { mode: 0o700 });
    await this.own(this.run, this.uid, this.gid, 0o700);
  }

  /** After compiling: root owns the build, the slot's group may only read and execute it. */
  async sealBuild(): Promise<void> {
    await this.sealTree(this.build);
  }

  private async sealTree(path: string): Promise<void> {
    const info = await stat(path);
    if (info.isDirectory()) {
      await this.own(path, 0, this.gid, 0o750);
      for (const entry of await readdir(path)) await this.sealTree(join(path, entry));
    } else {
      await this.own(path, 0, this.gid, info.mode & 0o100 ? 0o750 : 0o640);
    }
  }

  /** Writes a file into `build` or `run` that the slot's program owns. */
  writeForProgram(dir: string, name: string, content: string | Uint8Array): Promise<string> {
    return this.writeOwned(dir, name, content, this.uid, this.gid, 0o600);
  }

  /** Writes a file into `check` that only the checker identity may read. */
  writeForChecker(name: string, content: string | Uint8Array, executable = false): Promise<string> {
    return this.writeOwned(
      this.check,
      name,
      content,
      this.checkerUid,
      this.checkerGid,
      executable ? 0o700 : 0o600,
    );
  }

  private async writeOwned(
    dir: string,
    name: string,
    content: string | Uint8Array,
    uid: number,
    gid: number,
    mode: number,
  ): Promise<string> {
    if (name.includes('/') || name === '..' || name === '.' || name === '')
      throw new Error(`bad file name "${name}"`);
    const path = join(dir, name);
    await writeFile(path, content, { mode });
    await this.own(path, uid, gid, mode);
    return path;
  }

  private async own(path: string, uid: number, gid: number, mode: number): Promise<void> {
    if (isRoot) await chown(path, uid, gid);
    await chmod(path, mode);
  }
}

/** Without root there is no uid separation (the worker says so at start); ownership changes are skipped. */
export const isRoot = process.getuid?.() === 0;
