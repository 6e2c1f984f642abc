/** Times each build stage so the summary can say where the seconds went. */
export interface StageTimer {
  time<T>(stage: string, run: () => T): T;
  timeAsync<T>(stage: string, run: () => Promise<T>): Promise<T>;
  /** Milliseconds per stage, in the order the stages ran. */
  readonly stages: Array<{ stage: string; ms: number }>;
}

export function createStageTimer(onStage?: (stage: string) => void): StageTimer {
  const stages: Array<{ stage: string; ms: number }> = [];
  return {
    stages,
    time(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return run();
      } finally {
        stages.push({ stage, ms: performance.now() - start });
      }
    },
    async timeAsync(stage, run) {
      onStage?.(stage);
      const start = performance.now();
      try {
        return await run();
      } finally {
        stages.push({ stage, ms: performance.now() - start });
      }
    },
  };
}
