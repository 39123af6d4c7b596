import hljs from 'highlight.js/lib/core';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import 'highlight.js/styles/github.css';

/*
 * Colours for the code blocks of discussions, comments and statements: highlight.js's core with the
 * judge's languages only, in a chunk of its own that a page loads when a block is on it
 * (`MarkdownView`), never with /home. Highlighting writes spans with classes into the DOM that
 * renderMarkdown then sanitises one last time, so it can never bring back what DOMPurify removed.
 */

hljs.registerLanguage('c', c);
hljs.registerLanguage('cpp', cpp);
hljs.registerLanguage('java', java);
hljs.registerLanguage('python', python);
hljs.registerLanguage('go', go);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('plaintext', plaintext);
// Names a writer reaches for beyond highlight.js's own aliases (c++, cc, py, golang, js, text…).
hljs.registerAliases(['plain', 'txt', 'none', 'output', 'input'], { languageName: 'plaintext' });
hljs.registerAliases(['python3', 'pypy', 'pypy3'], { languageName: 'python' });
hljs.registerAliases(['node', 'nodejs'], { languageName: 'javascript' });

/** The languages an unlabelled block may be told apart as. */
const guessable = ['c', 'cpp', 'java', 'python', 'go', 'javascript'];
/**
 * How sure highlight.js must be before colouring an unlabelled block: below this, a sample's numbers
 * or a line of prose would be coloured as C++; a block of real code scores well above it.
 */
const guessRelevance = 5;

/** The language a block asks for (`language-…` from the fence's info string), if it names one. */
function askedLanguage(code: Element): string | null {
  const asked = [...code.classList].find((name) => name.startsWith('language-'));
  return asked ? asked.slice('language-'.length).toLowerCase() : null;
}

/** Highlight.js's markup for one block's text, or null to leave it plain. */
function highlighted(text: string, asked: string | null): string | null {
  if (asked !== null) {
    const language = hljs.getLanguage(asked);
    // A language the judge has no colours for stays plain rather than guessed.
    if (!language || language.name === 'Plain text') return null;
    return hljs.highlight(text, { language: asked, ignoreIllegals: true }).value;
  }
  const guess = hljs.highlightAuto(text, guessable);
  return guess.language && guess.relevance >= guessRelevance ? guess.value : null;
}

/**
 * Colours every `pre > code` block inside `root` in place: its text is read as text (whatever markup
 * it held is gone) and replaced by highlight.js's escaped spans. Returns how many it coloured.
 */
export function highlightCodeBlocks(root: ParentNode): number {
  let coloured = 0;
  for (const code of root.querySelectorAll('pre > code')) {
    const markup = highlighted(code.textContent ?? '', askedLanguage(code));
    if (markup === null) continue;
    code.innerHTML = markup;
    code.classList.add('hljs');
    coloured += 1;
  }
  return coloured;
}
