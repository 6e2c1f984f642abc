/** Messages between the dev server's main thread and the worker that holds the site (build-worker.ts). */
import type { RulesData } from './resolve.ts';
import type { PostOutputs, SiteUpdate } from './dev-site.ts';
import type { WatchedProgress } from '../parallel/time-budget.ts';

/** What the main thread passes to the worker. */
export interface DevWorkerData {
  configPath: string;
  /** Where the worker reports its compile progress and heartbeat (see parallel/time-budget.ts). */
  progress?: WatchedProgress;
}

/** Load the whole site; apply changes to these files (absolute paths); make the outputs made on request. */
export type DevRequest = { id: number; type: 'start' } | { id: number; type: 'change'; files: string[] } | { id: number; type: 'post' };

/** The worker's answer to a request of the same id. */
export type DevResponse =
  | { id: number; ok: true; ms: number; update: SiteUpdate; rules: RulesData }
  | { id: number; ok: true; ms: number; post: PostOutputs }
  | { id: number; ok: false; ms: number; errors: string[] };
