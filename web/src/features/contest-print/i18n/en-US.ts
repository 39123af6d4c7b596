/** English strings of contest printing (the print tab and the admins' print queue). */
export const catalogue = {
  form: {
    heading: 'Print',
    hint: 'Your text joins the print queue; the staff print it and bring it to your seat. At least {{min}} characters.',
    content: 'Text to print',
    placeholder: 'Paste the code or text to print here',
    length: '{{length}} / {{max}} characters',
    submit: 'Send to print',
    sent: 'Sent: the staff will bring it to you',
    empty: 'The text to print cannot be empty',
    tooShort: 'The text to print must hold at least {{min}} characters (it has {{length}})',
    tooLong: 'The text to print must hold at most {{max}} characters (it has {{length}})',
  },
  admin: {
    heading: 'Print queue',
    hint: 'Newest first, read again every 10 seconds; download a text, print it, then mark it printed.',
    user: 'User',
    time: 'Sent at',
    status: 'Status',
    actions: 'Actions',
    waiting: 'Waiting',
    printed: 'Printed',
    download: 'Download',
    markPrinted: 'Mark printed',
    total: '{{total}} prints',
    empty: 'No print yet',
  },
};
