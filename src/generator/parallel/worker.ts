/** The loop of a build worker thread: receives the build context once, then runs tasks one at a time. */
import path from 'node:path';
import { addSiteFolder } from '../content/site-files.ts';
import { foldersBesideSite } from '../config/content-folder.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { DocsgenError } from '../diagnostics.ts';
import { createTaskRunner, preloadTasks, type CompileContext, type TaskName, type TaskRunner } from './tasks.ts';
import type { FromWorker, ToWorker } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

let run: TaskRunner | undefined;
/** Where this worker's docs' progress is written, for the pool to find a doc over its time budget. */
const progress = (workerData as { progress?: Int32Array } | null)?.progress;
const send = (message: FromWorker) => port.postMessage(message, transferableOf(message));

/** A result's bytes (the search index: tens of megabytes on a large site) are moved, not copied. */
function transferableOf(message: FromWorker): ArrayBuffer[] {
  if (message.type !== 'done' || !(message.output instanceof Uint8Array)) return [];
  const { buffer, byteOffset, byteLength } = message.output;
  // Only a buffer the output has to itself: a small one may share Node's pool with other data.
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : [];
}

// The pool sends a worker its next task before the current one ends (so it never waits for the
// main thread, busy with a task of its own, to hand one over): tasks run one after another, in order.
let previous: Promise<void> = Promise.resolve();

port.on('message', (message: ToWorker) => {
  if (message.type === 'preload') {
    preloadTasks(message.tasks, message.mdx);
    return;
  }
  if (message.type === 'save-code-cache') {
    // After the tasks queued before it: the bytecode of everything this worker compiled for them
    // (the loader sets the hook; a worker made another way has none).
    const mdx = message.mdx;
    previous = previous.then(() => {
      (globalThis as { __docsgenSaveWorkerCodeCache?: (mdx: boolean) => void }).__docsgenSaveWorkerCodeCache?.(mdx);
      send({ type: 'saved' });
    });
    return;
  }
  if (message.type === 'context') {
    // The docs folder a Docusaurus config names beside the site's folder is part of the site here too
    // (the main thread read the docs only where it allowed them: config/load-config.ts).
    addSiteFolder(message.context.rootDir, path.join(message.context.rootDir, message.context.config.contentDir));
    for (const folder of foldersBesideSite(message.context.rootDir, message.context.config)) addSiteFolder(message.context.rootDir, folder);
    run = createTaskRunner(message.context satisfies CompileContext, progress);
    return;
  }
  const runner = run;
  // A task that could not even report its failure must not stall the tasks queued behind it: the
  // error is thrown outside the chain, where it stops the worker and the pool reports it.
  previous = previous.then(() => runTask(runner, message)).catch((error: unknown) => {
    setImmediate(() => {
      throw error;
    });
  });
});

async function runTask(runner: TaskRunner | undefined, message: Extract<ToWorker, { type: 'task' }>): Promise<void> {
  try {
    if (!runner) throw new Error('a task arrived before the build context');
    const output = await runner(message.task as TaskName, message.input as never);
    send({ type: 'done', id: message.id, output });
  } catch (error) {
    send({
      type: 'failed',
      id: message.id,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
      diagnostics: error instanceof DocsgenError ? error.diagnostics : undefined,
    });
  }
}
send({ type: 'ready' });
