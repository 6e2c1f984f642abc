/**
 * The search worker: loads the index's parts as queries need them and answers queries off the main
 * thread, so a reader's first query never blocks scrolling, typing or the page's first paint.
 * Bundled on its own (see client-bundle.ts) and started by the engine on the first query.
 */
import { fetchParts, openLocalIndex, type LocalIndex } from './local.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

let index: Promise<LocalIndex> | undefined;
/** The id of the latest search request: an older one still running is no longer wanted. */
let latestSearch = 0;

const scope = self as unknown as { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(reply: WorkerReply): void };

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  if (data.kind === 'search') latestSearch = data.id;
  try {
    index ??= openLocalIndex(fetchParts(data.indexUrl));
    const loaded = await index.catch((error: unknown) => {
      index = undefined; // the next request tries again
      throw error;
    });
    if (data.kind === 'warm') scope.postMessage({ id: data.id, ok: true, suggestions: [] });
    else if (data.kind === 'search') scope.postMessage({ id: data.id, ok: true, answer: await loaded.search(data.query, data.pages, () => latestSearch === data.id), suggestions: [] });
    else scope.postMessage({ id: data.id, ok: true, suggestions: await loaded.suggest(data.query) });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
