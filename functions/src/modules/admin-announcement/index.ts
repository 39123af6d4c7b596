/*
 * The admin-announcement module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own. A group's announcements (group-announcement) are a board
 * of the same store, published, edited, deleted and listed by the same functions with the group's id.
 */
export { adminAnnouncementView } from './admin-announcement-view';
export { publishAnnouncement, type AnnouncementDraft } from './create-announcement';
export { editAnnouncement, type AnnouncementChange } from './update-announcement';
export { removeAnnouncement } from './delete-announcement';
export { allAnnouncementsPage } from './get-announcement-list';
