import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureCatalogues } from '../lib/i18n/feature-catalogues';
import { adminCatalogueModules } from './admin-catalogues';
import { contestCatalogueModules } from './contest-catalogues';

/*
 * A count of one reads as one thing in English ("1 announcement", not "1 announcements"): the
 * contest and admin screens' counted strings come in `_one` and `_other` forms, which i18next picks
 * by the `count` they are given.
 */

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'en-US', resources: {}, interpolation: { escapeValue: false } });
  registerFeatureCatalogues(i18n, contestCatalogueModules);
  registerFeatureCatalogues(i18n, adminCatalogueModules);
});

const counted: [key: string, one: string, many: string][] = [
  ['contest.list.total', '1 contest', '2 contests'],
  ['contest.overview.exam.submitLimit', 'at most 1 submission.', 'at most 2 submissions.'],
  ['contest.paper.submitLimit', 'At most 1 submission per problem', 'At most 2 submissions per problem'],
  ['contest.paper.confirmText', '1 objective question.', '2 objective questions.'],
  ['contest-announcement.total', '1 announcement', '2 announcements'],
  ['contest-rank.total', '1 row', '2 rows'],
  ['contest-print.admin.total', '1 print', '2 prints'],
  ['contest-ac-info.list.total', '1 balloon', '2 balloons'],
  ['contest-ac-info.scrollBoard.tooMany', 'the 1 ranked contestant', 'the 2 ranked contestants'],
  [
    'contest-problem.submit.limitReached',
    'at most 1 submission per problem',
    'at most 2 submissions per problem',
  ],
  ['contest-problem.submit.examLimit', 'at most 1 submission to each', 'at most 2 submissions to each'],
  ['admin-contest.list.total', '1 contest', '2 contests'],
  ['admin-contest-problem.list.total', '1 problem', '2 problems'],
  ['admin-contest-problem.add.total', '1 problem', '2 problems'],
];

/** `text` not followed by another letter ("1 contest" does not match "1 contests"). */
const wholeWords = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`);

describe('the contest screens’ counted English strings', () => {
  it.each(counted)('%s says one thing for a count of 1 and many for 2', (key, one, many) => {
    expect(i18n.t(key, { count: 1 })).toMatch(wholeWords(one));
    expect(i18n.t(key, { count: 2 })).toMatch(wholeWords(many));
  });

  it('give every count set before a plural word a form for one', () => {
    const english = Object.entries({ ...contestCatalogueModules, ...adminCatalogueModules })
      .filter(([path]) => /features\/(contest|admin-contest)[^/]*\/(.*\/)?i18n\/en-US\.ts$/.test(path))
      .map(([, module]) => module.catalogue);
    const missing: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'object' && value !== null)
          walk(value as Record<string, unknown>, `${path}${key}.`);
        else if (
          typeof value === 'string' &&
          /\{\{count\}\} (?:[a-z-]+ )?[a-z]+s\b/.test(value) &&
          !key.endsWith('_other')
        )
          missing.push(`${path}${key}: ${value}`);
      }
    };
    for (const catalogue of english) walk(catalogue, '');
    expect(missing).toEqual([]);
  });
});
