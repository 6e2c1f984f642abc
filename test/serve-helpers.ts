/** Helpers for tests of `docsgen serve`: run it as a user would, and send raw HTTP requests. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { cliPath } from './helpers.ts';

export interface ServeProcess {
  url: string;
  port: number;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the output matches (or rejects after the timeout). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  child: ChildProcess;
}

/** Starts `docsgen serve <args>` on a free port of 127.0.0.1 and waits until it serves. */
export async function startServe(args: string[], cwd: string, timeoutMs = 60_000, env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [cliPath, 'serve', '--port', '0', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.forEach((w) => w());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, ms = timeoutMs) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${pattern} in:\n${output}`));
      }, ms);
      waiters.add(check);
      check();
    });
  const started = waitFor(/serving \S+ at (http:\/\/\S+)/);
  await Promise.race([started, exited.then((code) => Promise.reject(new Error(`docsgen serve exited with ${code}:\n${output}`)))]);
  const url = /serving \S+ at (http:\/\/\S+)/.exec(output)![1];
  return {
    url,
    port: Number(new URL(url).port),
    output: () => output,
    waitFor,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends a request with the path exactly as given (no URL normalisation, unlike fetch). */
export function request(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes to the server and resolves with everything it answers before closing. */
export function rawRequest(port: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}
