// A CLI host for tests: one plain node process (no tsx, as bin/docsgen.js runs) that runs many
// `docsgen` commands one after another through the CLI's own entry, `main(argv)` of src/cli.ts, set
// up by the same bin/cli-process.js as the real bin. A spawned CLI costs each command about 0.6 s of
// CPU to start a process, load the generator bundle and warm it up; here only the first one does.
//
// The parent (test/cli-hosts.ts) sends { id, argv, cwd? } over IPC; the host answers { id, code, stdout,
// stderr, leaks, cpuMs } once the command is done: its output is what the command wrote to process.stdout
// and process.stderr meanwhile (console and commander write there). `leaks` lists the process-wide
// state the command left changed (exit code, working folder, environment, signal and exit handlers,
// running handles): a command must leave none, or the next one would not start as a fresh process.
import fs from 'node:fs';
import os from 'node:os';
import { loadCli } from '../bin/cli-process.js';

const main = await loadCli();
const binPath = new URL('../bin/docsgen.js', import.meta.url).pathname;
const EVENTS = ['SIGINT', 'SIGTERM', 'beforeExit', 'exit', 'uncaughtException', 'unhandledRejection', 'warning'];

/** The process-wide state a command could leave behind for the next one. */
function snapshot() {
  const listeners = Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event)]));
  const resources = process.getActiveResourcesInfo().filter((r) => r !== 'PipeWrap' && r !== 'TTYWrap').sort();
  return { exitCode: process.exitCode, cwd: process.cwd(), env: JSON.stringify(process.env), listeners, resources };
}

/** Whether this process has made its private temporary folder (src/generator/config/private-temp.ts). */
const hasPrivateTemp = () => fs.readdirSync(os.tmpdir()).some((name) => name.startsWith(`docsgen-private-${process.pid}-`));
/** Whether a command has added the private temporary folder's 'exit' handler (made once per process, on first use). */
let privateTempHandler = false;

/** What differs between the state before and after a command. */
function leaksBetween(before, after) {
  const leaks = [];
  if (after.exitCode !== before.exitCode) leaks.push(`process.exitCode is ${after.exitCode}`);
  if (after.cwd !== before.cwd) leaks.push(`the working folder changed to ${after.cwd}`);
  if (after.env !== before.env) leaks.push('process.env changed');
  for (const event of EVENTS) {
    let allowed = before.listeners[event];
    // The first command that uses the private temporary folder adds its one 'exit' handler, which removes it.
    if (event === 'exit' && !privateTempHandler && after.listeners.exit === allowed + 1 && hasPrivateTemp()) {
      privateTempHandler = true;
      allowed++;
    }
    if (after.listeners[event] > allowed) leaks.push(`${after.listeners[event] - before.listeners[event]} '${event}' listener(s) left`);
  }
  const left = newResources(before.resources, after.resources);
  if (left.length) leaks.push(`handles left running: ${left.join(', ')}`);
  return leaks;
}

/** The resources in `after` beyond those in `before` (both sorted lists of types, with repeats). */
function newResources(before, after) {
  const left = [...after];
  for (const r of before) {
    const at = left.indexOf(r);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** Routes a stream's writes into `sink` while a command runs; returns the function that restores it. */
function capture(stream, sink) {
  const write = stream.write;
  stream.write = (chunk, encoding, callback) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  return () => (stream.write = write);
}

/**
 * A spawned CLI ends once its event loop is empty: work a command left running after main()
 * resolved (a failed build's client bundle still in esbuild, say) finishes first. The host waits
 * as long (10 s at most) before it reads the command's output and state, so the test sees what a
 * user sees after the process ended.
 */
async function drain(before) {
  const deadline = Date.now() + 10_000;
  do await new Promise((resolve) => setTimeout(resolve, 2));
  while (Date.now() < deadline && newResources(before.resources, snapshot().resources).length);
}

let queue = Promise.resolve();
process.on('message', ({ id, argv, cwd }) => {
  queue = queue.then(async () => {
    // The command runs in its own working folder, as a process started there would; the host's is put back after.
    const home = process.cwd();
    if (cwd) process.chdir(cwd);
    const before = snapshot();
    const stdout = [];
    const stderr = [];
    const restore = [capture(process.stdout, stdout), capture(process.stderr, stderr)];
    let code;
    const cpuBefore = process.cpuUsage();
    try {
      code = await main([process.execPath, binPath, ...argv]);
    } catch (error) {
      // What the real bin does with an error main() throws: node prints it, with its stack, and exits 1.
      stderr.push(`${error instanceof Error ? error.stack : String(error)}\n`);
      code = 1;
    }
    await drain(before);
    restore.forEach((undo) => undo());
    const { user, system } = process.cpuUsage(cpuBefore);
    const leaks = leaksBetween(before, snapshot());
    process.chdir(home);
    process.exitCode = undefined;
    process.send({ id, code, stdout: stdout.join(''), stderr: stderr.join(''), leaks, cpuMs: Math.round((user + system) / 1000) });
  });
});
