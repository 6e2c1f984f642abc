/**
 * The search worker: fetches the packed index, builds it and answers queries off the main thread,
 * so a reader's first query never blocks scrolling, typing or the page's first paint. Bundled on its
 * own (see client-bundle.ts) and started by the engine on the first query.
 */
import { fetchLocalIndex, searchLocal, suggestLocal, type LocalIndex } from './local.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

let index: Promise<LocalIndex> | undefined;

const scope = self as unknown as { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(reply: WorkerReply): void };

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  try {
    index ??= fetchLocalIndex(data.indexUrl);
    const loaded = await index.catch((error: unknown) => {
      index = undefined; // the next request tries again
      throw error;
    });
    if (data.kind === 'warm') scope.postMessage({ id: data.id, ok: true, hits: [], suggestions: [] });
    else if (data.kind === 'search') scope.postMessage({ id: data.id, ok: true, hits: searchLocal(loaded, data.query), suggestions: [] });
    else scope.postMessage({ id: data.id, ok: true, hits: [], suggestions: suggestLocal(loaded, data.query) });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
