import { inject, describe, expect, it } from 'vitest';

describe('the local HTTP adapter', () => {
  const { url } = inject('localStack');

  it('serves the built web app at /', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await fetch(`${url}/problem/1001`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('keeps /api paths away from the web app', async () => {
    const response = await fetch(`${url}/api/problem/1001`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
