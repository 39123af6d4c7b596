import { Agent, createServer, request, type Server } from 'node:http';
import { percentile } from './statistics';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(url: string): Promise<{ ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    request(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function bareServer(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/api/get-website-config` });
    }),
  );
}

export interface OverheadFigures {
  requests: number;
  adapter: { p50: number; p99: number };
  bare: { p50: number; p99: number };
}

/**
 * Latency of get-website-config through the local adapter (event building, the middy chain, the
 * handler's warm config cache) against a bare Node server sending the same bytes, interleaved
 * request by request so both see the same machine noise.
 */
export async function measureAdapterOverhead(stackUrl: string, requests: number): Promise<OverheadFigures> {
  const adapterUrl = `${stackUrl.replace('localhost', '127.0.0.1')}/api/get-website-config`;
  const { body } = await timedGet(adapterUrl);
  const bare = await bareServer(body);
  try {
    const adapterSamples: number[] = [];
    const bareSamples: number[] = [];
    const warmUp = Math.min(200, requests);
    for (let i = 0; i < warmUp + requests; i++) {
      const [first, second] = i % 2 === 0 ? [adapterUrl, bare.url] : [bare.url, adapterUrl];
      const a = await timedGet(first);
      const b = await timedGet(second);
      if (i < warmUp) continue;
      (first === adapterUrl ? adapterSamples : bareSamples).push(a.ms);
      (second === adapterUrl ? adapterSamples : bareSamples).push(b.ms);
    }
    return {
      requests,
      adapter: { p50: percentile(adapterSamples, 0.5), p99: percentile(adapterSamples, 0.99) },
      bare: { p50: percentile(bareSamples, 0.5), p99: percentile(bareSamples, 0.99) },
    };
  } finally {
    bare.server.close();
  }
}
