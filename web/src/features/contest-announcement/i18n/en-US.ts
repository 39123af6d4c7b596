export const catalogue = {
  heading: 'Announcements',
  hint: 'What the organisers told the contestants, newest first.',
  empty: 'No announcements yet.',
  loadFailed: 'The announcements could not be loaded.',
  total_one: '{{count}} announcement',
  total_other: '{{count}} announcements',
  by: 'by {{username}}',
  newTitle: 'Contest announcement: {{title}}',
  close: 'Close',
  notificationsLabel: 'Contest announcements',
};
