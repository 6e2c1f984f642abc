/**
 * Live reload for `docsgen serve` in watch mode: a server-sent events stream of the build state,
 * the small browser script that listens to it, and its injection into HTML responses (only into
 * responses: the files in dist/ stay as a real build writes them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import { packagePath } from '../package-root.ts';

/** Paths under this prefix belong to the dev server, not to the site. */
export const RESERVED_PREFIX = '/__docsgen/';
const EVENTS_PATH = `${RESERVED_PREFIX}events`;
const SCRIPT_PATH = `${RESERVED_PREFIX}live-reload.js`;
const CLIENT_ENTRY = packagePath('src/generator/serve/reload-client.ts');
const HEARTBEAT_MS = 15_000;

/** A failed build as the browser overlay shows it. */
export interface BuildFailureView {
  title: string;
  details: string;
}

/** What a good update changed, for the open pages. */
export interface LiveChange {
  /** Paths (base URL included) of the pages whose HTML changed: those pages update in place. */
  changed: string[];
  /** Whether sidebars changed: pages swap theirs too. */
  sidebars: boolean;
  /** Whether open pages must reload (styles, scripts, the config). */
  reload: boolean;
}

/** The state every open page is told of (see reload-client.ts). */
export interface LiveState {
  /** The current build's number (pages carry the number they were served from). */
  build: number;
  /** The build before it: a page of that build needs only `changed`. */
  previous: number;
  /** The last build that needs a reload: pages older than it reload. */
  lastReload: number;
  changed: string[];
  sidebars: boolean;
  error?: BuildFailureView;
}

/** The SSE hub: tracks the current build and tells every open page when it changes. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  private state: LiveState = { build: 0, previous: 0, lastReload: 0, changed: [], sidebars: false };
  private heartbeat: NodeJS.Timeout | undefined;

  private constructor(private readonly script: string) {}

  /** Bundles the browser script once and returns a hub. */
  static async create(): Promise<LiveReload> {
    const result = await esbuild.build({ entryPoints: [CLIENT_ENTRY], bundle: true, minify: true, format: 'iife', target: ['es2020'], write: false, logLevel: 'silent' });
    return new LiveReload(result.outputFiles[0].text);
  }

  /** Number of pages listening. */
  get listeners(): number {
    return this.clients.size;
  }

  /** A new good build: the pages it changed update in place, or every page reloads. */
  succeeded(change: LiveChange): void {
    const build = this.state.build + 1;
    this.state = { build, previous: this.state.build, lastReload: change.reload ? build : this.state.lastReload, changed: change.changed, sidebars: change.sidebars };
    this.broadcast();
  }

  /** A failed build: pages show the error over the last good content. */
  failed(error: BuildFailureView): void {
    this.state = { ...this.state, error };
    this.broadcast();
  }

  /** Answers /__docsgen/ requests; returns false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    if (path === SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(this.script)) });
      res.end(req.method === 'HEAD' ? undefined : this.script);
      return true;
    }
    if (path !== EVENTS_PATH) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`retry: 500\n${this.stateEvent()}`);
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    this.heartbeat ??= setInterval(() => this.clients.forEach((c) => c.write(': ping\n\n')), HEARTBEAT_MS).unref();
    return true;
  }

  /** Adds the listening script to an HTML page, tagged with the build it comes from. */
  inject(html: string): string {
    const tag = `<script src="${SCRIPT_PATH}" data-build="${this.state.build}" defer></script>`;
    const at = html.lastIndexOf('</body>');
    return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
  }

  /** Ends every open stream, so the server can close. */
  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private stateEvent(): string {
    return `event: state\ndata: ${JSON.stringify(this.state)}\n\n`;
  }

  private broadcast(): void {
    const event = this.stateEvent();
    for (const client of this.clients) client.write(event);
  }
}
