/*
 * A checker or interactor written with testlib includes testlib.h. The image installs it; a
 * developer's host may not, and an admin may have forgotten to add it as an extra file. The compiler
 * then says only "testlib.h: No such file or directory", so both places that compile checkers add
 * one line saying what is missing, each for its reader.
 */

const notInstalled = 'testlib.h is not installed on this judge host';

/** The compiler could not find testlib.h. */
function lacksTestlib(compilerMessage: string): boolean {
  return /testlib\.h/.test(compilerMessage) && /No such file/.test(compilerMessage);
}

/** Added to a submission's "does not compile" verdict message when its problem's checker lacks testlib.h. */
export function testlibHintForVerdict(compilerMessage: string): string {
  return lacksTestlib(compilerMessage) ? ` ${notInstalled}.` : '';
}

/** Added below the compiler's message for the admin who asked to compile a checker: what to do about it. */
export function testlibHintForAdmin(compilerMessage: string): string {
  return lacksTestlib(compilerMessage) ? `\n${notInstalled}: add it as an extra file.` : '';
}
