import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { freePort, startOnChosenPort } from './free-port';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on `port` of the loopback address, as a local part starting would. */
function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      servers.push(server);
      resolve(server);
    });
  });
}

describe('starting on a chosen port', () => {
  it('chooses again when something took the port before the part bound it', async () => {
    const taken = await freePort();
    await listenOn(taken);
    const choices = [taken, await freePort()];
    const server = await startOnChosenPort(async () => choices.shift() ?? 0, listenOn);
    expect(choices).toEqual([]);
    expect(server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('gives up after three ports taken, and passes on any other failure at once', async () => {
    const taken = await freePort();
    await listenOn(taken);
    let tries = 0;
    const choose = async () => (tries++, taken);
    await expect(startOnChosenPort(choose, listenOn)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(tries).toBe(3);
    tries = 0;
    await expect(startOnChosenPort(choose, () => Promise.reject(new Error('no java')))).rejects.toThrow(
      'no java',
    );
    expect(tries).toBe(1);
  });
});
