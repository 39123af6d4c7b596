import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail the site sends goes through here: into a folder when `MAIL_OUTBOX_DIR` is set (the local
 * stack, which lists it at /_outbox), otherwise through SES from `MAIL_FROM`.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  if (outbox) {
    await mkdir(outbox, { recursive: true });
    const sentAt = new Date().toISOString();
    const file = join(outbox, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    await writeFile(file, JSON.stringify({ ...mail, sentAt }, null, 2));
    return;
  }
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('neither MAIL_OUTBOX_DIR nor MAIL_FROM is set: the site cannot send mail');
  await new SESv2Client({}).send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
    }),
  );
}
