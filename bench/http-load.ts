/**
 * Load against a running `docsgen serve`, with autocannon: a fixed number of requests over a set of
 * paths at a given concurrency, summarised as counts by status class, errors, throughput and latency.
 * Used by bench/serve-load.ts (which prints the figures) and by test/serve-load.test.ts (which
 * asserts there are no errors).
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  /** Server origin, e.g. "http://127.0.0.1:3000". */
  origin: string;
  /** Paths requested in turn by every connection. */
  paths: string[];
  /** Total requests to send. */
  amount: number;
  /** Concurrent connections. */
  connections: number;
}

export interface LoadSummary {
  sent: number;
  /** Responses by status class. */
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** Connection errors, including timeouts. */
  errors: number;
  timeouts: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Response bytes per second. */
  bytesPerSecond: number;
}

/** Sends the requests (gzip accepted, as a browser does) and resolves with the summary. */
export async function loadServer(options: LoadOptions): Promise<LoadSummary> {
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    amount: options.amount,
    // A slow answer counts as an error rather than stalling the run.
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: options.paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    sent: result.requests.sent,
    status: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    requestsPerSecond: result.duration > 0 ? (result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']) / result.duration : 0,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    bytesPerSecond: result.throughput.average,
  };
}
