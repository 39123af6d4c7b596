import { describe, expect, it } from 'vitest';
import { initialDraft, switchLanguage } from './code-draft';

const templates = { 'C++': '// cpp template', Java: '// java template' };

describe('the draft the editor opens with', () => {
  it('starts a new problem in the first language with its template', () => {
    expect(initialDraft(null, ['C++', 'Java'], templates, null)).toEqual({
      language: 'C++',
      codeByLanguage: { 'C++': '// cpp template' },
    });
  });

  it('prefers the user’s usual language when the problem allows it', () => {
    expect(initialDraft(null, ['C++', 'Java'], templates, 'Java').language).toBe('Java');
    expect(initialDraft(null, ['C++', 'Java'], templates, 'Golang').language).toBe('C++');
  });

  it('reopens the stored draft', () => {
    const stored = { language: 'Java', codeByLanguage: { Java: 'class Main {}' } };
    expect(initialDraft(stored, ['C++', 'Java'], templates, 'C++')).toEqual(stored);
  });

  it('keeps the code of each language when switching', () => {
    const draft = { language: 'C++', codeByLanguage: { 'C++': 'mine' } };
    const java = switchLanguage(draft, 'Java', templates);
    expect(java).toEqual({ language: 'Java', codeByLanguage: { 'C++': 'mine', Java: '// java template' } });
    expect(switchLanguage(java, 'C++', templates).codeByLanguage['C++']).toBe('mine');
  });
});
