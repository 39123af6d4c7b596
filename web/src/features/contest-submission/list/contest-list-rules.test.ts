import { describe, expect, it } from 'vitest';
import { contestOnlyMine, contestSubmissionLinks, showsMineSwitch } from './contest-list-rules';

const contestant = { contestAdmin: false, examMode: false };
const examinee = { contestAdmin: false, examMode: true };
const examAdmin = { contestAdmin: true, examMode: true };

describe("whose submissions a contest's tab lists", () => {
  it("lists everyone's unless the URL asks for the viewer's own", () => {
    expect(contestOnlyMine(undefined, contestant)).toBe(false);
    expect(contestOnlyMine(true, contestant)).toBe(true);
    expect(contestOnlyMine(false, contestant)).toBe(false);
  });

  it("lists only an examinee's own, with no switch, while the exam admin sees and switches all", () => {
    expect(contestOnlyMine(false, examinee)).toBe(true);
    expect(showsMineSwitch(examinee)).toBe(false);
    expect(contestOnlyMine(undefined, examAdmin)).toBe(false);
    expect(showsMineSwitch(examAdmin)).toBe(true);
    expect(showsMineSwitch(contestant)).toBe(true);
  });
});

describe("a contest submission's links", () => {
  it('open the submission and its problem inside the contest, by display id', () => {
    const links = contestSubmissionLinks(12);
    const row = { submitId: 1_000_000_007, displayPid: 'A' };
    expect(links.problem(row)).toBe('/contest/12/problem/A');
    expect(links.detail(row)).toBe('/contest/12/problem/A/submission-detail/1000000007');
  });
});
