/**
 * Times each build stage so the summary can say where the seconds went, as the reader lived them:
 * a stage is the wall time from its start to its end. Work that runs on other threads or in another
 * process while the main thread does something else (Markdown on the workers, the client bundle in
 * esbuild, the search index) is a background stage: its own span, shown with what it ran beside,
 * never as the few milliseconds the main thread happened to wait for it.
 */
export interface StageSpan {
  stage: string;
  /** Wall time of the stage; a stage run in several parts (emit) sums its parts. */
  ms: number;
  /** performance.now() at its first start and at its last end. */
  start: number;
  end: number;
  /** Set for work that ran beside the main thread: how it ran (e.g. "2 threads", "from the cache"). */
  background?: { how?: string };
}

export interface StageTimer {
  time<T>(stage: string, run: () => T): T;
  timeAsync<T>(stage: string, run: () => Promise<T>): Promise<T>;
  /** Times work already under way elsewhere from now until it settles; `how` is asked when it ends. */
  background<T>(stage: string, work: Promise<T>, how?: () => string | undefined): Promise<T>;
  /** The stages, in the order they first started. */
  readonly stages: StageSpan[];
}

export function createStageTimer(onStage?: (stage: string) => void): StageTimer {
  const stages: StageSpan[] = [];
  const record = (stage: string, start: number, end: number, background?: StageSpan['background']) => {
    const entry = stages.find((s) => s.stage === stage);
    if (entry) {
      entry.ms += end - start;
      entry.end = end;
    } else {
      stages.push({ stage, ms: end - start, start, end, ...(background ? { background } : {}) });
    }
  };
  return {
    stages,
    time(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return run();
      } finally {
        record(stage, start, performance.now());
      }
    },
    async timeAsync(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return await run();
      } finally {
        record(stage, start, performance.now());
      }
    },
    background(stage, work, how) {
      const start = performance.now();
      const done = () => record(stage, start, performance.now(), { how: how?.() });
      return work.then(
        (value) => {
          done();
          return value;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    },
  };
}

/** "0.73 s", "41 ms", "<1 ms": never "0 ms" for a stage that ran. */
export function formatDuration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 1) return '<1 ms';
  return `${Math.round(ms)} ms`;
}

/**
 * One line of the build summary: every stage in the order it started, a background stage with how it
 * ran and the main-thread stages it overlapped, e.g. `markdown 0.73 s (2 threads, beside specs, routes)`.
 */
export function describeStages(stages: StageSpan[]): string {
  const ordered = [...stages].sort((a, b) => a.start - b.start);
  return ordered
    .map((span) => {
      if (!span.background) return `${span.stage} ${formatDuration(span.ms)}`;
      const beside = ordered.filter((other) => other !== span && other.start < span.end && other.end > span.start).map((other) => other.stage);
      const notes = [span.background.how, beside.length ? `beside ${beside.join(', ')}` : undefined].filter(Boolean);
      return `${span.stage} ${formatDuration(span.ms)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(' · ');
}
