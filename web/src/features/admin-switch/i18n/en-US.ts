/** English strings of the switch page (/admin/switch). */
export const catalogue = {
  title: 'Switches',
  intro: 'Each switch takes effect on the server as soon as it is saved.',
  register: 'Register',
  registerHelp:
    'Off: the register dialog is closed to visitors and the server refuses every register request.',
  openPublicDiscussion: 'Public discussion',
  openGroupDiscussion: 'Group discussion',
  openContestComment: 'Contest comment',
  discussionHelp: 'Stored now; the discussion and comment areas obey it when they open.',
  defaultSubmitInterval: 'Seconds between two submissions of a user',
  intervalHelp: '0 to 600; 0 turns the limit off. Applies to submissions and Online Tests within 5 seconds.',
  on: 'On',
  off: 'Off',
  save: 'Save',
  saved: 'The switches are saved',
};
