import type { Extension } from '@codemirror/state';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';

/** Syntax support by the site's language names (`C++ 17 With O2`, `Python3`, `PyPy3`…). */
export function languageSupport(languageName: string): Extension {
  const name = languageName.toLowerCase();
  if (name.startsWith('c')) return cpp();
  if (name.startsWith('java') && !name.startsWith('javascript')) return java();
  if (name.includes('py')) return python();
  return [];
}
