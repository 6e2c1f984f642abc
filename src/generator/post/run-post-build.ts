/**
 * Runs the post-build steps in their order. A step that needs no pages (the search index) is started
 * before the pages are rendered, so its heavy part overlaps rendering on another thread; its outputs
 * are still emitted in step order. The pages' HTML kept in memory goes after the last step that reads it.
 */
import type { StageTimer } from '../timing.ts';
import type { SiteOutput } from '../emit/site-output.ts';
import { POST_BUILD_STEPS, type EarlyPostBuildContext, type EarlyStep, type PostBuildContext, type PostBuildResult } from './index.ts';
import type { Diagnostic } from '../diagnostics.ts';

export interface PostBuild {
  /** Runs every step once the pages are rendered, emitting each one's outputs; gives their warnings. */
  finish(ctx: Omit<PostBuildContext, 'pages' | 'routeOfPath'>, output: SiteOutput): Promise<Diagnostic[]>;
}

/** Starts the steps that need no pages; the rest wait for `finish`. */
export function startPostBuild(early: Omit<EarlyPostBuildContext, 'turn'>, timer: StageTimer): PostBuild {
  const started = new Map<EarlyStep, { result: Promise<PostBuildResult>; begin: () => void }>();
  for (const step of POST_BUILD_STEPS) {
    if (!('start' in step)) continue;
    let begin = () => {};
    const turn = new Promise<void>((resolve) => (begin = resolve));
    // Its stage is its whole span, from here until its outputs are ready, beside rendering.
    const result = timer.background(step.name, step.start({ ...early, turn }), () => (early.offloadElsewhere ? 'another thread' : undefined));
    // Awaited in step order below; a failure before then must not count as unhandled.
    result.catch(() => {});
    started.set(step, { result, begin });
  }
  return {
    async finish(ctx, output) {
      await output.readyForReading();
      const post: PostBuildContext = { ...ctx, pages: output.pages, routeOfPath: output.routeOfPath, unchangedPage: (file) => output.pages.isLinked(file) };
      const lastReader = POST_BUILD_STEPS.findLastIndex((step) => 'readsPages' in step && step.readsPages);
      const warnings: Diagnostic[] = [];
      for (const [i, step] of POST_BUILD_STEPS.entries()) {
        warnings.push(...(await runStep(step, post, output)));
        if (i === lastReader) await output.releasePages();
      }
      return warnings;
    },
  };

  // One step's outputs are emitted in a function of their own, so nothing in the loop's frame holds on to them.
  async function runStep(step: (typeof POST_BUILD_STEPS)[number], post: PostBuildContext, output: SiteOutput): Promise<Diagnostic[]> {
    let result: PostBuildResult;
    if ('start' in step) {
      const { result: early, begin } = started.get(step)!;
      begin();
      result = await early;
    } else {
      result = await timer.timeAsync(step.name, async () => step.run(post));
    }
    await timer.timeAsync('emit', () => output.emit(result.files));
    return result.warnings;
  }
}
