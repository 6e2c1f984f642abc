/**
 * Runs `docsgen` commands in a few long-lived CLI hosts (test/cli-host.mjs) instead of a process
 * each: the same entry as bin/docsgen.js, without a process start and a cold generator per command.
 * For commands that need no process of their own (not an endless loop the watchdog must stop, not
 * a time budget, not an environment variable): those still spawn the real bin.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot, type CliResult } from './helpers.ts';

export interface HostedResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Process-wide state the command left changed (must be empty: see cli-host.mjs). */
  leaks: string[];
  /** CPU time of the host's threads while the command ran (esbuild's own process not included). */
  cpuMs: number;
}

interface Host {
  child: ChildProcess;
  /** What the host printed outside any command, and how it ended if it did. */
  stray: string[];
  pending: Map<number, (result: HostedResult) => void>;
  busy: boolean;
  /** Settles once the host's process has ended. */
  closed: Promise<void>;
  running: boolean;
}

const hostPath = path.join(repoRoot, 'test', 'cli-host.mjs');
const hosts: Host[] = [];
const waiting: Array<(host: Host) => void> = [];
let lastId = 0;

function startHost(): Host {
  const child = spawn(process.execPath, [hostPath], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let ended = () => {};
  const host: Host = { child, stray: [], pending: new Map(), busy: false, closed: new Promise((resolve) => (ended = resolve)), running: true };
  child.stdout?.on('data', (d) => host.stray.push(String(d)));
  child.stderr?.on('data', (d) => host.stray.push(String(d)));
  child.on('message', (message: HostedResult & { id: number }) => {
    const { id, ...result } = message;
    host.pending.get(id)?.(result);
    host.pending.delete(id);
  });
  // A host that dies fails the commands it was running, loudly, with whatever it printed.
  child.on('exit', (code, signal) => {
    host.running = false;
    ended();
    host.stray.push(`the CLI host ended (exit ${code}, signal ${signal})`);
    for (const [id, resolve] of host.pending) resolve({ code: -1, stdout: '', stderr: host.stray.join(''), leaks: [`the CLI host ended while running command ${id}`], cpuMs: 0 });
    host.pending.clear();
  });
  return host;
}

async function acquire(maxHosts: number): Promise<Host> {
  const idle = hosts.find((h) => !h.busy && h.running);
  if (idle) {
    idle.busy = true;
    return idle;
  }
  if (hosts.filter((h) => h.running).length < maxHosts) {
    const host = startHost();
    host.busy = true;
    hosts.push(host);
    return host;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(host: Host): void {
  const next = waiting.shift();
  if (!next) host.busy = false;
  else if (host.running) next(host);
  else {
    // The host was killed (a command past its time limit): the next command gets a new one.
    const fresh = startHost();
    fresh.busy = true;
    hosts.push(fresh);
    next(fresh);
  }
}

/**
 * Runs `docsgen ...args` in one of at most `maxHosts` hosts (one command per host at a time, so
 * each command's output is its own) and resolves to its exit code and output. `cwd`: the working
 * folder the command runs in (the host's own is put back after it).
 */
export async function runHosted(args: string[], maxHosts = 2, options: { cwd?: string; timeoutMs?: number } = {}): Promise<HostedResult> {
  const host = await acquire(maxHosts);
  const id = ++lastId;
  // A spawned CLI whose main() never settles ends once its event loop is empty (exit 13); a host,
  // held open by its IPC channel, would wait forever. Past the time limit the host is killed, and
  // the command fails (as runCli's spawn does past its own limit).
  const timer = setTimeout(() => {
    host.stray.push(`docsgen ${args.join(' ')} did not finish within ${(options.timeoutMs ?? 120_000) / 1000} s: the CLI host was killed\n`);
    host.child.kill('SIGKILL');
  }, options.timeoutMs ?? 120_000);
  try {
    return await new Promise<HostedResult>((resolve) => {
      host.pending.set(id, resolve);
      host.child.send({ id, argv: args, cwd: options.cwd });
    });
  } finally {
    clearTimeout(timer);
    release(host);
  }
}

/**
 * `docsgen <args>` run in `cwd` (this checkout, as runCli) in one CLI host: runCli's result, for a
 * command that needs no process of its own, at ~0.1 s of CPU instead of ~0.5 s. Fails if the
 * command left process-wide state behind. A file that uses it stops the host in an `after` hook
 * (`assert.equal(await stopHosts(), '')`), or the host's IPC channel keeps the file's process alive.
 */
export async function runCliHosted(args: string[], cwd = repoRoot): Promise<CliResult> {
  const { leaks, code, stdout, stderr } = await runHosted(args, 1, { cwd });
  assert.deepEqual(leaks, [], `docsgen ${args.join(' ')} left process-wide state behind\n${stderr}`);
  return { code, stdout, stderr };
}

/** What the hosts printed outside the commands they ran (must be nothing); stops them. */
export async function stopHosts(): Promise<string> {
  const stray: string[] = [];
  await Promise.all(
    hosts.map(async (host) => {
      if (host.running) {
        host.child.disconnect();
        // The host has nothing left once disconnected; a handle a command left open would keep it.
        const timer = setTimeout(() => host.child.kill(), 5000);
        await host.closed;
        clearTimeout(timer);
        if (/exit 0,/.test(host.stray.at(-1) ?? '')) host.stray.pop();
      }
      stray.push(...host.stray);
    }),
  );
  hosts.length = 0;
  return stray.join('');
}
