import { defaultWebsiteConfig, type WebsiteConfig } from '@oj/shared/domain/website-config';

export interface FooterContent {
  /** The description without its `#####` sections; null means the site's own text, translated. */
  description: string | null;
  /** The record line; a null name means the site's own line, translated. */
  record: { name: string | null; url: string } | null;
  /** The project's link, left out when the record line already names the project. */
  project: { name: string; url: string } | null;
}

/** Description without the `#####` sections, which hold event overrides rather than text (spec §3). */
export function visibleDescription(description: string): string {
  return description.split('#####')[0]?.trim() ?? '';
}

/**
 * What the footer shows (spec §1): the site description, the record name with its link and the
 * project. Texts the administrator never changed are the product's own, shown in the page's
 * language; a project name the record line already holds is not repeated.
 */
export function footerContent(config: WebsiteConfig): FooterContent {
  const description = visibleDescription(config.description);
  const ownDescription = description === visibleDescription(defaultWebsiteConfig.description);
  const recordName = config.recordName.trim();
  const projectName = config.projectName.trim();
  return {
    description: ownDescription ? null : description,
    record: recordName
      ? { name: recordName === defaultWebsiteConfig.recordName ? null : recordName, url: config.recordUrl }
      : null,
    project:
      projectName && !recordName.includes(projectName) ? { name: projectName, url: config.projectUrl } : null,
  };
}
