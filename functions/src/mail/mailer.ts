import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { currentFromHeader } from './sender';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The From header, when the caller has just read the settings (the test email); else the current one. */
  from?: string;
}

/**
 * Every mail the site sends goes through here: into a folder when `MAIL_OUTBOX_DIR` is set (the local
 * stack, which lists it at /_outbox), otherwise through SES. The sender is the admin's email setting
 * (address and name, `./sender.ts`), or `MAIL_FROM` while none is set.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  const from = mail.from ?? (await currentFromHeader());
  if (outbox) {
    await mkdir(outbox, { recursive: true });
    const sentAt = new Date().toISOString();
    const file = join(outbox, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    // Written aside and renamed into place, so a reader of the folder never sees half a mail.
    await writeFile(`${file}.part`, JSON.stringify({ ...mail, from: from ?? null, sentAt }, null, 2));
    await rename(`${file}.part`, file);
    return;
  }
  if (!from) throw new Error('neither MAIL_OUTBOX_DIR nor MAIL_FROM is set: the site cannot send mail');
  await new SESv2Client({}).send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
    }),
  );
}
