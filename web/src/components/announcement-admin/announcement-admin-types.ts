/** What the announcement admin screens edit: the site's announcements and a contest's alike. */
export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  /** 0 shown, 1 hidden. */
  status: number;
  gmtCreate: string;
  username: string;
}

export interface AnnouncementFields {
  title: string;
  content: string;
  /** 0 shown, 1 hidden. */
  status: 0 | 1;
}

/** The part of a react-query mutation these screens use, so each feature hands in its own call. */
export interface AnnouncementMutation<Input> {
  isPending: boolean;
  mutate(input: Input, options?: { onSuccess?: () => void }): void;
}

/**
 * The calls behind one announcement admin screen. Each write says its own success (`says` of
 * useCallMutation), so the editor's save and the list's visible box need not.
 */
export interface AnnouncementCalls {
  create: AnnouncementMutation<AnnouncementFields>;
  update: AnnouncementMutation<AnnouncementFields & { id: number }>;
  remove: AnnouncementMutation<number>;
  /** Uploads a picture for the markdown and answers its link; without it the editor has no image button. */
  uploadImage?: (file: File) => Promise<{ link: string }>;
}

/**
 * Where a screen's words and test ids come from: `strings` is the catalogue section holding its
 * `list.*`, `editor.*` and `remove.*` texts (the same keys in every such catalogue), `testId` the
 * prefix of its test ids (`<testId>-list`, `<testId>-edit-<id>`, …).
 */
export interface AnnouncementScreenNames {
  strings: string;
  testId: string;
}
