/** Messages between the search engine (main thread) and the search worker. */
import type { LocalAnswer } from './local.ts';

export interface WorkerRequest {
  id: number;
  kind: 'warm' | 'search' | 'suggest';
  /** The URL of the index's head (the worker loads it on the first request, the other parts as queries need them). */
  indexUrl: string;
  query: string;
  /** For a search: how many pages of results need their metadata. */
  pages?: number;
}

export type WorkerReply = { id: number; ok: true; answer?: LocalAnswer; suggestions: string[] } | { id: number; ok: false; error: string };
