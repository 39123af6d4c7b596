import { describe, expect, it } from 'vitest';
import { adminLoginHref, adminReturnPath, ownPath } from './login-return';

describe('the page a login returns to', () => {
  it('is a path of this site with its query and hash', () => {
    expect(ownPath('/setting')).toBe('/setting');
    expect(ownPath('/message/reply?currentPage=2#top')).toBe('/message/reply?currentPage=2#top');
    expect(ownPath('/a/../setting')).toBe('/setting');
  });

  it('is never another site, however the address is disguised', () => {
    for (const hostile of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '/a/..//evil.example',
      '',
      undefined,
      null,
      42,
      ['/setting'],
      `/${'a'.repeat(3000)}`,
    ])
      expect(ownPath(hostile), String(hostile)).toBeNull();
  });

  it('keeps an admin login inside the admin area and never back on the login page', () => {
    expect(adminReturnPath('/admin/problems?currentPage=3')).toBe('/admin/problems?currentPage=3');
    expect(adminReturnPath('/admin')).toBe('/admin');
    expect(adminReturnPath('/home')).toBeNull();
    expect(adminReturnPath('/administrator')).toBeNull();
    expect(adminReturnPath('/admin/login')).toBeNull();
    expect(adminReturnPath('/admin/login/?redirect=/admin/user')).toBeNull();
    expect(adminReturnPath('//evil.example/admin')).toBeNull();
  });

  it('is written into the admin login address only when there is a page to return to', () => {
    expect(adminLoginHref('/admin/user?keyword=a b')).toBe(
      '/admin/login?redirect=%2Fadmin%2Fuser%3Fkeyword%3Da%2Bb',
    );
    expect(adminLoginHref('/admin')).toBe('/admin/login');
    expect(adminLoginHref('/admin/')).toBe('/admin/login');
    expect(adminLoginHref('/admin/login')).toBe('/admin/login');
    expect(adminLoginHref('/admin?l=en-US')).toBe('/admin/login');
    expect(adminLoginHref('/admin/judge?l=zh-CN')).toBe('/admin/login?redirect=%2Fadmin%2Fjudge');
    expect(adminLoginHref('/home')).toBe('/admin/login');
  });
});
