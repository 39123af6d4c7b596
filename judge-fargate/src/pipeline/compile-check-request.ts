import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { claimCheckerCompile, finishCheckerCompile, getCheckerCompile } from '@oj/functions/judging';
import { compileSource } from './compile-source';
import { SlotWorkspace } from './slot-workspace';
import type { JudgeContext } from './judge-context';
import { testlibHintForAdmin } from './testlib-hint';

/**
 * Compiles an admin's special judge or interactor, as a problem's checker is compiled (the checker
 * identity, a scratch folder of the slot), and stores whether it compiled and the compiler's message.
 * Nothing is kept: the problem's judges compile it again for each test data version.
 */
export async function compileCheckRequest(key: string, slot: number, context: JudgeContext): Promise<void> {
  const request = await getCheckerCompile(key, true);
  if (!request || request.status !== 'pending' || !(await claimCheckerCompile(key))) return;
  const language = context.languages.get(request.language);
  if (!language) {
    await finishCheckerCompile(key, {
      ok: false,
      message: `${request.language} is not installed on this judge.`,
    });
    return;
  }
  const slotWorkspace = context.workspace(slot);
  const scratch = new SlotWorkspace(
    join(slotWorkspace.root, `checker-check-${randomUUID()}`),
    slotWorkspace.checkerUid,
    slotWorkspace.checkerGid,
    slotWorkspace.checkerUid,
    slotWorkspace.checkerGid,
  );
  try {
    await scratch.reset();
    const compiled = await compileSource(language, request.code, request.extraFiles, scratch);
    const message = compiled.ok ? null : `${compiled.message}${testlibHintForAdmin(compiled.message)}`;
    await finishCheckerCompile(key, { ok: compiled.ok, message });
    context.log('info', 'checker compiled', { key, ok: compiled.ok });
  } finally {
    await rm(scratch.root, { recursive: true, force: true });
  }
}
