/*
 * The group-discussion module's public face: what other modules may use of it (the group's disband
 * deletes the group's board).
 */
export { deleteGroupDiscussions } from './delete-group-discussions';
