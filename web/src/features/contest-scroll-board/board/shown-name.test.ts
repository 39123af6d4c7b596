import { describe, expect, it } from 'vitest';
import { shownNameOf } from './shown-name';

const identity = { username: 'team7', nickname: 'Seven Bridges', realname: '' };

describe('shownNameOf', () => {
  it('shows the name the contest chose', () => {
    expect(shownNameOf(identity, 'nickname')).toBe('Seven Bridges');
    expect(shownNameOf(identity, 'username')).toBe('team7');
  });

  it('falls back to the username when the chosen name is empty or unknown', () => {
    expect(shownNameOf(identity, 'realname')).toBe('team7');
    expect(shownNameOf(identity, 'school')).toBe('team7');
  });
});
