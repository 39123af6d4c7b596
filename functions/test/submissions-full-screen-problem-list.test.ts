import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from './local-stack';
import { get } from './submissions-kit';

beforeAll(() => {
  useLocalStack();
});

describe('the full-screen problem list', () => {
  it('needs one training or one contest named, which must exist', async () => {
    expect((await get('/api/get-full-screen-problem-list?tid=3000003')).envelope).toMatchObject({
      status: 404,
      msg: 'The training does not exist: 3000003',
    });
    expect((await get('/api/get-full-screen-problem-list')).envelope.msg).toMatch(/^Invalid parameter tid/);
    expect((await get('/api/get-full-screen-problem-list?tid=3&cid=4')).envelope.msg).toMatch(
      /^Invalid parameter tid: Name a contest or a training, not both/,
    );
  });
});
