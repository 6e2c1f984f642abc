/** Times each build stage so the summary can say where the seconds went. */
export interface StageTimer {
  time<T>(stage: string, run: () => T): T;
  timeAsync<T>(stage: string, run: () => Promise<T>): Promise<T>;
  /** Milliseconds per stage, in the order the stages first ran. */
  readonly stages: Array<{ stage: string; ms: number }>;
}

export function createStageTimer(onStage?: (stage: string) => void): StageTimer {
  const stages: Array<{ stage: string; ms: number }> = [];
  // A stage that runs in several parts (emit, after each step) is one entry, at its first place.
  const record = (stage: string, ms: number) => {
    const entry = stages.find((s) => s.stage === stage);
    if (entry) entry.ms += ms;
    else stages.push({ stage, ms });
  };
  return {
    stages,
    time(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return run();
      } finally {
        record(stage, performance.now() - start);
      }
    },
    async timeAsync(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return await run();
      } finally {
        record(stage, performance.now() - start);
      }
    },
  };
}
