/**
 * A full garbage collection, on demand. V8 leaves much of what a finished stage allocated in the heap
 * until it needs the room; a stage that is about to allocate a lot (and to start a thread that
 * allocates too) collects it first, so the process reuses that room instead of growing.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    // The flag makes V8 give new contexts a `gc` function; this context's globals stay as they were.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
}
