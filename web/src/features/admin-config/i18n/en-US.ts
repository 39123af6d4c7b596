/** English strings of the website config page (/admin/conf). */
export const catalogue = {
  title: 'Website config',
  website: {
    title: 'Website',
    baseUrl: 'Base URL',
    baseUrlHelp:
      'Base URL: the address of the site, used in links inside mails; empty: the address it was opened at.',
    name: 'Name',
    shortName: 'Short name',
    recordName: 'Record name',
    recordUrl: 'Record URL',
    projectName: 'Project name',
    projectUrl: 'Project URL',
    description: 'Description',
    descriptionHelp:
      'Shown in the footer. Text after a line of ##### adds events to the home countdown, one per line as NAME YYYY-MM-DD: a yearly event (NOIP, CSP, LQB…) moves to that date, any other name adds a one-off event.',
    register: 'Allow register',
    blockedPrefixes: 'Blocked problem-id prefixes',
    blockedPrefixesHelp:
      'Comma-separated; problems whose id starts so are hidden from users who lack the grant.',
    rankTeacherTitleMarker: 'Ranking: teacher title marker',
    rankStudentTitleMarker: 'Ranking: student title marker',
    rankMarkersHelp:
      'The user ranking leaves out users whose title holds the teacher marker and, when a student marker is set, keeps only titles holding it. Empty: no filter. Changes show within a minute.',
    save: 'Save',
    saved: 'The website config is saved',
  },
  email: {
    title: 'Email',
    senderAddress: 'Sender address',
    senderAddressHelp: 'Empty: the sender set at deployment ({{sender}}).',
    senderName: 'Sender name',
    deliverySes:
      'Mail leaves through Amazon SES from a verified identity; a sender address must be at its domain. The SMTP settings of other judges (host, port, password, SSL, background image) have no meaning here and are not stored.',
    deliveryOutbox:
      'This is the local stack: mail goes to its outbox (the Mail address printed at start), not to real inboxes. The SMTP settings of other judges (host, port, password, SSL, background image) have no meaning here and are not stored.',
    noDeploymentSender: 'none',
    save: 'Save email settings',
    saved: 'The email settings are saved',
    testAddress: 'Send a test email to',
    sendTest: 'Send test email',
    testSent: 'The test email is sent to {{email}}',
  },
  carousel: {
    title: 'Home carousel',
    help: 'jpg, png, gif or webp, at most 4 MB and 10 pictures; shown on the home page in this order.',
    upload: 'Upload picture',
    uploaded: 'The picture is added',
    empty: 'No picture yet: the home page shows its default banner',
    up: 'Up',
    down: 'Down',
    delete: 'Delete',
    cancel: 'Cancel',
    deleteTitle: 'Delete this picture?',
    deleteText: 'It disappears from the home page and its file is removed.',
    picture: 'Carousel picture {{number}}',
  },
  database: {
    title: 'Database',
    loading: 'Loading the database settings…',
    kind: 'Database',
    dynamodb: 'Amazon DynamoDB, one table',
    table: 'Table',
    region: 'Region',
    endpoint: 'Endpoint',
    configuredEndpoint: '(set in the environment: DynamoDB Local or LocalStack)',
    regionEndpoint: "(the region's own DynamoDB endpoint)",
    readOnly:
      'Read-only. The table, its region and its endpoint are set when the site is deployed (the CDK app or the local stack), so changing them is a redeployment, not a setting. In the cloud the functions reach it through their IAM role, with no database password; and the MySQL and Redis settings of other judges have no place here.',
  },
};
