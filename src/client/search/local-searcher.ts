/**
 * The local index as the engine uses it: in the search worker when the bundle has one and the browser
 * can start it, else (an old browser, a page opened from a file) loaded on this thread.
 */
import type { SearchHit } from './hits.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** The search worker's file name beside this chunk, set by the bundler (client-bundle.ts); empty when there is none. */
declare const __DOCSGEN_SEARCH_WORKER__: string;

export interface LocalSearcher {
  /** Resolves once the index is loaded; rejects when it cannot be. */
  ready(): Promise<void>;
  search(query: string): Promise<SearchHit[]>;
  suggest(query: string): Promise<string[]>;
}

/** A searcher for the index at `indexUrl`. */
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
  const ask = (kind: WorkerRequest['kind'], query = '') =>
    new Promise<WorkerReply & { ok: true }>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, kind, indexUrl, query } satisfies WorkerRequest);
    });
  return {
    ready: () => ask('warm').then(() => undefined),
    search: (query) => ask('search', query).then((r) => r.hits),
    suggest: (query) => ask('suggest', query).then((r) => r.suggestions),
  };
}

function inThreadSearcher(indexUrl: string): LocalSearcher {
  let pending: Promise<{ local: typeof import('./local.ts'); index: import('./local.ts').LocalIndex }> | undefined;
  const loaded = () =>
    (pending ??= import('./local.ts').then(async (local) => ({ local, index: await local.fetchLocalIndex(indexUrl) }))).catch((error: unknown) => {
      pending = undefined; // the next query tries again
      throw error;
    });
  return {
    ready: () => loaded().then(() => undefined),
    search: (query) => loaded().then(({ local, index }) => local.searchLocal(index, query)),
    suggest: (query) => loaded().then(({ local, index }) => local.suggestLocal(index, query)),
  };
}
