/** Messages between the search engine (main thread) and the search worker. */
import type { SearchHit } from './hits.ts';

export interface WorkerRequest {
  id: number;
  kind: 'warm' | 'search' | 'suggest';
  /** The packed index's URL (the worker loads it on the first request). */
  indexUrl: string;
  query: string;
}

export type WorkerReply = { id: number; ok: true; hits: SearchHit[]; suggestions: string[] } | { id: number; ok: false; error: string };
