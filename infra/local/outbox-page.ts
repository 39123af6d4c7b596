import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The local mail outbox as a page, newest first: how a person registers without a mail server. */
export async function renderOutboxPage(outboxDir: string): Promise<string> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: StoredMail[] = [];
  for (const file of files
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, 200)) {
    mails.push(JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as StoredMail);
  }
  const rows = mails
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:.9em}pre{white-space:pre-wrap}</style>
</head><body><h1>Local outbox</h1><p>Mail the local site sent, newest first (${mails.length}). In the cloud it goes through SES.</p>${rows || '<p>No mail yet.</p>'}</body></html>`;
}
