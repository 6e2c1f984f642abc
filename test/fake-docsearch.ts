/**
 * A fake DocSearch (Algolia search REST API) on 127.0.0.1 for browser tests: it records each
 * multi-query request and answers with canned hits, an HTTP 500, a dropped connection or never.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests. */
export type FakeMode = 'ok' | 'error' | 'drop' | 'hang';

/** One request as the fake received it. */
export interface FakeRequest {
  path: string;
  params: URLSearchParams;
  body: { requests: Array<{ indexName: string; query: string; params: string }> };
}

export interface FakeDocSearch {
  origin: string;
  mode: FakeMode;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** Canned hits, as DocSearch records: absolute production URLs, a hierarchy and content. */
export const FAKE_HITS = [
  {
    objectID: '1',
    url: 'https://orbit.example.com/guide/telemetry/#exporters',
    hierarchy: { lvl0: 'Guide', lvl1: 'Telemetry pipelines', lvl2: 'Exporters from the hosted index', lvl3: null },
    content: 'Hosted answer: exporters send metrics to a backend.',
    type: 'content',
  },
  {
    objectID: '2',
    url: 'https://orbit.example.com/guide/install/',
    hierarchy: { lvl0: 'Guide', lvl1: 'Install the Orbit agent (hosted)', lvl2: null },
    content: null,
    type: 'lvl1',
  },
];

export async function startFakeDocSearch(): Promise<FakeDocSearch> {
  const fake: FakeDocSearch = { origin: '', mode: 'ok', requests: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      fake.requests.push({ path: url.pathname, params: url.searchParams, body: JSON.parse(raw || '{}') as FakeRequest['body'] });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'drop') {
        req.socket.destroy();
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { ...cors, 'content-type': 'application/json' }).end('{"message":"internal error"}');
        return;
      }
      const query = fake.requests.at(-1)?.body.requests[0]?.query ?? '';
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ results: [{ hits: FAKE_HITS, nbHits: FAKE_HITS.length, query }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
