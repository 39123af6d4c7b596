import { describe, expect, it } from 'vitest';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import { footerContent } from './footer-content';

describe('the footer', () => {
  it("leaves the site's own description to the page's language and does not repeat the name", () => {
    const content = footerContent(defaultWebsiteConfig);
    expect(content.description).toBeNull();
    expect(content.record).toEqual({ name: null, url: '' });
    expect(content.project).toBeNull();
  });

  it("shows the administrator's description without its event sections, and a project named apart", () => {
    const content = footerContent({
      ...defaultWebsiteConfig,
      description: 'School judge#####NOIP 2026-11-28',
      recordName: 'ICP 123',
      projectName: 'School OJ',
      projectUrl: 'https://example.org',
    });
    expect(content.description).toBe('School judge');
    expect(content.record?.name).toBe('ICP 123');
    expect(content.project).toEqual({ name: 'School OJ', url: 'https://example.org' });
  });
});
