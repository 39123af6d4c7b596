import type { Page } from 'playwright-core';

/*
 * The site takes one submission per user every 5 s (the switch page's `defaultSubmitInterval`), timed
 * from the previous one's `submitTime`, which the server sets while it handles the call. A test that
 * timed the wait from its own click came in under the interval whenever that call waited to be
 * handled (two contestants submitting at once on a busy machine), and the second answer was refused.
 * Timed from the server's answer, the wait is never short: the stored time is no later than it.
 */

const submitIntervalMs = 5_000;
/** Room for the clocks' rounding; the server and the tests share one clock. */
const marginMs = 300;

/** When the server last answered each user's submission (keyed by anything that names the user). */
const answeredAt = new Map<string, number>();

/** Waits until `who`'s last submission, timed from the server's answer, is an interval old. */
export async function waitSubmitInterval(who: string): Promise<void> {
  const wait = (answeredAt.get(who) ?? 0) + submitIntervalMs + marginMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Sends `who`'s next submission after the interval: `send` makes the call (or clicks and waits for
 * its answer, see `answerOfSubmit`); the interval then counts from when it returned.
 */
export async function spacedSubmit<T>(who: string, send: () => Promise<T>): Promise<T> {
  await waitSubmitInterval(who);
  try {
    return await send();
  } finally {
    answeredAt.set(who, Date.now());
  }
}

/** Resolves when the page's next submit call is answered; start it before the click that submits. */
export async function answerOfSubmit(page: Page): Promise<void> {
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/submit-problem-judge', {
    timeout: 60_000,
  });
}

/** Clicks what submits on the page, after `who`'s interval, and returns once the server answered. */
export function clickSubmit(page: Page, who: string, click: () => Promise<void>): Promise<void> {
  return spacedSubmit(who, async () => {
    const answered = answerOfSubmit(page);
    await click();
    await answered;
  });
}
