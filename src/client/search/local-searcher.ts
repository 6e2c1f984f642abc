/**
 * The local index as the engine uses it: in the search worker when the bundle has one and the browser
 * can start it, else (an old browser, a page opened from a file) loaded on this thread.
 */
import type { LocalAnswer } from './local.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** The search worker's file name beside this chunk, set by the bundler (client-bundle.ts); empty when there is none. */
declare const __DOCSGEN_SEARCH_WORKER__: string;

export interface LocalSearcher {
  /** Resolves once the index is loaded; rejects when it cannot be. */
  ready(): Promise<void>;
  /** The hits of a query; metadata is fetched for the hits of its first `pages` pages only. */
  search(query: string, pages?: number): Promise<LocalAnswer>;
  suggest(query: string): Promise<string[]>;
}

/** A searcher for the index whose head is at `indexUrl`. */
export function localSearcher(indexUrl: string): LocalSearcher {
  const file = typeof __DOCSGEN_SEARCH_WORKER__ === 'string' ? __DOCSGEN_SEARCH_WORKER__ : '';
  if (file && typeof Worker === 'function') {
    try {
      return workerSearcher(new Worker(new URL(file, import.meta.url)), indexUrl);
    } catch {
      /* a browser that refuses the worker: search here instead */
    }
  }
  return inThreadSearcher(indexUrl);
}

function workerSearcher(worker: Worker, indexUrl: string): LocalSearcher {
  let next = 0;
  const waiting = new Map<number, { resolve(reply: WorkerReply & { ok: true }): void; reject(error: Error): void }>();
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.ok) pending?.resolve(data);
    else pending?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'the search worker failed'));
    waiting.clear();
  };
  const ask = (kind: WorkerRequest['kind'], query = '', pages?: number) =>
    new Promise<WorkerReply & { ok: true }>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, kind, indexUrl, query, ...(pages === undefined ? {} : { pages }) } satisfies WorkerRequest);
    });
  return {
    ready: () => ask('warm').then(() => undefined),
    search: (query, pages) => ask('search', query, pages).then((r) => r.answer!),
    suggest: (query) => ask('suggest', query).then((r) => r.suggestions),
  };
}

function inThreadSearcher(indexUrl: string): LocalSearcher {
  /** The latest search: an older one still running is no longer wanted (as in the worker). */
  let latest = 0;
  let pending: Promise<{ local: typeof import('./local.ts'); index: import('./local.ts').LocalIndex }> | undefined;
  const loaded = () =>
    (pending ??= import('./local.ts').then(async (local) => ({ local, index: await local.openLocalIndex(local.fetchParts(indexUrl)) }))).catch((error: unknown) => {
      pending = undefined; // the next query tries again
      throw error;
    });
  return {
    ready: () => loaded().then(() => undefined),
    search: (query, pages) => {
      const id = ++latest;
      return loaded().then(({ index }) => index.search(query, pages, () => latest === id));
    },
    suggest: (query) => loaded().then(({ index }) => index.suggest(query)),
  };
}
