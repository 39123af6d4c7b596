import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { contestAuthCode, type Envelope } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { callFrom, freshClientAddress } from './account-from-address';
import { storeContest } from './contest-fixtures';
import { account } from './submissions-kit';
import { newCategory, newTraining } from './training-fixtures';
import { admitLoginAttempt, writeBackoff, type GuardedSecret } from '../src/data/users/login-backoff';
import { accountGuessBackoff } from '../src/auth/guarded-password';
import { clientBackoff } from '../src/auth/login-backoff-rules';

/*
 * A contest's or a training's password guessed at full speed: forty wrong tries at once from one
 * account, then the right one, and accounts from one address past its allowance. Every probe comes
 * from a loopback address of its own, so the per-client allowance it meets is its own.
 */

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

type Door = { secret: GuardedSecret; password: string; register: (password: string) => unknown };

/** The call that gives a door's password, from `address` as `token`, in `lang`. */
function give(
  door: Door,
  address: string,
  token: string,
  password: string,
  lang = 'en-US',
): Promise<Envelope<unknown>> {
  return callFrom(address, `${url}/api/register-${door.secret.kind}`, {
    body: door.register(password),
    headers: { authorization: token, 'accept-language': lang },
  });
}

async function privateContest(): Promise<Door> {
  const contest = await storeContest({ auth: contestAuthCode.private, pwd: 'open sesame' });
  return {
    secret: { kind: 'contest', id: contest.cid },
    password: 'open sesame',
    register: (password) => ({ cid: contest.cid, password }),
  };
}

async function privateTraining(): Promise<Door> {
  const tid = await newTraining(await newCategory('guess'), { auth: 'Private', privatePwd: 'open sesame' });
  return {
    secret: { kind: 'training', id: tid },
    password: 'open sesame',
    register: (password) => ({ tid, password }),
  };
}

/** The wait a refusal names, in whole seconds (0 when it names none). */
function secondsToWait(message: string): number {
  return Number(/(\d+) (seconds|秒)/.exec(message)?.[1] ?? 0);
}

/**
 * The first lockout lasts 15 s from the try that earned it; the refusal names what is left of it, which
 * a loaded machine may have spent a few seconds of. A wait of 1 s is not one: it is a try sent back
 * because it lost the race for the count.
 */
function expectAWaitOfTheFirstLockout(message: string): void {
  const seconds = secondsToWait(message);
  expect(seconds).toBeGreaterThan(1);
  expect(seconds).toBeLessThanOrEqual(accountGuessBackoff.baseDelaySeconds);
}

const doors = [
  ['contest', privateContest, 'contest'],
  ['training', privateTraining, 'training'],
] as const;

describe.each(doors)("a private %s's password", (_name, makeDoor, word) => {
  it('lets one account try five wrong passwords, then makes it wait before trying even the right one', async () => {
    const door = await makeDoor();
    const address = freshClientAddress();
    const guesser = await account();
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, index) => give(door, address, guesser.token, `guess ${index}`)),
    );
    expect(tries.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
    // Tries that lost every race for the count were sent back for a second: they were not checked.
    let checked = tries.filter((answer) => answer.status === 400).length;
    for (let more = 0; checked < 6 && more < 6; more++) {
      const answer = await give(door, address, guesser.token, `more ${more}`);
      if (answer.status === 400) checked += 1;
      else if (secondsToWait(answer.msg) > 1) break;
    }
    expect(checked).toBe(5);
    const right = await give(door, address, guesser.token, door.password);
    expect(right.status).toBe(429);
    expect(right.msg).toMatch(
      new RegExp(`^Too many wrong ${word} passwords from this account: try again in \\d+ seconds$`),
    );
    expectAWaitOfTheFirstLockout(right.msg);
    const inChinese = await give(door, address, guesser.token, door.password, 'zh-CN');
    expect(inChinese.msg).toMatch(/^该账号输错(比赛|训练)密码的次数过多，请 \d+ 秒后再试$/);
    expectAWaitOfTheFirstLockout(inChinese.msg);

    // Another account is not held up by this one; once the wait is over, the right password opens.
    expect((await give(door, address, (await account()).token, door.password)).status).toBe(200);
    await writeBackoff(
      { uid: guesser.uid, secret: door.secret },
      { failures: 5, nextAttemptAt: Date.now() - 1 },
    );
    expect((await give(door, address, guesser.token, door.password)).status).toBe(200);
  });

  it('makes a client that used up its allowance wait, whichever account it uses', async () => {
    const door = await makeDoor();
    const address = freshClientAddress();
    // The stack under test allows its one test address many failures; this address starts one short.
    const allowance = clientBackoff().freeFailures;
    await writeBackoff(
      { client: address, secret: door.secret },
      { failures: allowance - 1, nextAttemptAt: 0 },
    );
    expect((await give(door, address, (await account()).token, 'wrong')).status).toBe(400);
    const fresh = await account();
    const refused = await give(door, address, fresh.token, door.password);
    expect(refused.msg).toMatch(
      new RegExp(`^Too many wrong passwords for this ${word} from your network: try again in \\d+ seconds$`),
    );
    expectAWaitOfTheFirstLockout(refused.msg);
    const inChinese = await give(door, address, fresh.token, door.password, 'zh-CN');
    expect(inChinese.msg).toMatch(/^您所在网络输错该(比赛|训练)密码的次数过多，请 \d+ 秒后再试$/);
    expectAWaitOfTheFirstLockout(inChinese.msg);
    // The same account from another address, and another door from this one, are open.
    expect((await give(door, freshClientAddress(), fresh.token, door.password)).status).toBe(200);
    const other = await makeDoor();
    expect((await give(other, address, fresh.token, other.password)).status).toBe(200);
  });
});

describe('the count of an account’s tries', () => {
  it('never makes a free try wait for one counted a moment later by a clock a little ahead', async () => {
    // Two tries at once: each handler takes its own `now`, and the later one may be counted first.
    const subject = { uid: `race-${randomUUID()}`, secret: { kind: 'contest', id: 1 } } as const;
    const startedAt = Date.now();
    expect(await admitLoginAttempt(subject, accountGuessBackoff, startedAt + 5)).toMatchObject({
      admitted: true,
    });
    expect(await admitLoginAttempt(subject, accountGuessBackoff, startedAt)).toMatchObject({
      admitted: true,
    });
  });
});
