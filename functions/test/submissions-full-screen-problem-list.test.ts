import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from './local-stack';
import { get } from './submissions-kit';

beforeAll(() => {
  useLocalStack();
});

describe('the full-screen problem list', () => {
  it('is empty while trainings and contests do not exist, and needs one of them named', async () => {
    expect((await get('/api/get-full-screen-problem-list?tid=3')).envelope).toMatchObject({
      status: 200,
      data: [],
    });
    expect((await get('/api/get-full-screen-problem-list')).envelope.msg).toMatch(/^Invalid parameter tid/);
  });
});
