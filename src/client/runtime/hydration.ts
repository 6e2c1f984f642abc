/**
 * When each island hydrates, without React: React and the islands' code (islands.tsx) are a chunk
 * loaded only when the first island is due, so a page's first script stays small and React never
 * competes with the first paint or the first input.
 *
 * - A React page from content/, a Docusaurus page or an MDX doc whose components are interactive
 *   (`Page`, each with a chunk of its own) hydrates at once: the page is the app.
 * - Any other island (tab groups) hydrates once the page is idle and the island is in or near the
 *   viewport (or wherever it is, when `dueAtIdle` says so), or at once when the reader points at it,
 *   focuses or touches it.
 * - A click on one of its buttons, or an arrow key on one of its tabs, before it has hydrated is
 *   held and replayed once it has, so the first touch is never lost.
 */
export interface HydrationHooks {
  /** Called after an island has hydrated (Docusaurus tab choices are applied there). */
  hydrated(island: HTMLElement): void;
  /** Whether an island hydrates once the page is idle wherever it is (its server markup is not what it must show). */
  dueAtIdle(island: HTMLElement): boolean;
}

type IslandsModule = typeof import('./islands.tsx');

/** Islands that hydrate as soon as the page runs; every other one waits for idle and visibility. */
const EAGER = new Set(['Page']);
/** What a click may mean on an island not yet hydrated; a link or text keeps its native behaviour. */
const INTERACTIVE = 'button, [role="button"], [role="tab"]';
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** How far below the viewport an island starts hydrating, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '300px';

let hooks: HydrationHooks = { hydrated: () => undefined, dueAtIdle: () => false };
let runtime: Promise<IslandsModule> | undefined;
let loaded: IslandsModule | undefined;
const started = new WeakMap<HTMLElement, Promise<void>>();
let observer: IntersectionObserver | undefined;

function loadRuntime(): Promise<IslandsModule> {
  runtime ??= import('./islands.tsx').then(
    (islands) => (loaded = islands),
    (error: unknown) => {
      runtime = undefined; // a failed chunk load is tried again by the next island
      throw error;
    },
  );
  return runtime;
}

/** Hydrates one island (once); resolves when it has rendered, or when it could not load. */
export function hydrate(el: HTMLElement): Promise<void> {
  let done = started.get(el);
  if (!done) {
    observer?.unobserve(boxOf(el));
    done = loadRuntime()
      // An island navigation removed while React loaded is left alone.
      .then((islands) => (el.isConnected ? islands.hydrateIsland(el) : undefined))
      .then(() => {
        el.setAttribute('data-hydrated', 'true');
        hooks.hydrated(el);
      })
      .catch((error: unknown) => {
        started.delete(el);
        console.error(error);
      });
    started.set(el, done);
  }
  return done;
}

/**
 * What to watch for an island's visibility: an island container is `display: contents` (it has no
 * box, so it never intersects), its first element is what the reader sees.
 */
const boxOf = (island: HTMLElement): Element => island.firstElementChild ?? island;
const islandOf = (entry: IntersectionObserverEntry): HTMLElement => entry.target.closest<HTMLElement>('[data-island]') ?? (entry.target as HTMLElement);

/** Runs `task` once the page has loaded and the browser is idle. */
function whenIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Hydrates the islands under `scope` as their strategy says. Resolves when every island due without
 * the reader's action (eager ones, those due at idle, and those in view once the page is idle) has hydrated.
 */
export function hydrateIslands(scope: ParentNode): Promise<void> {
  const islands = Array.from(scope.querySelectorAll<HTMLElement>('[data-island]')).filter((el) => !started.has(el));
  const eager = islands.filter((el) => EAGER.has(el.dataset.island ?? '')).map(hydrate);
  let lazy = islands.filter((el) => !EAGER.has(el.dataset.island ?? ''));
  if (!lazy.length) return Promise.all(eager).then(() => undefined);
  const inView = new Promise<void>((resolve) =>
    whenIdle(() => {
      const atIdle = lazy.filter((el) => hooks.dueAtIdle(el)).map(hydrate);
      lazy = lazy.filter((el) => !started.has(el));
      if (!lazy.length) return void Promise.all(atIdle).then(() => resolve());
      if (typeof IntersectionObserver !== 'function') return void Promise.all([...atIdle, ...lazy.map(hydrate)]).then(() => resolve());
      observer ??= new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && void hydrate(islandOf(e))), { rootMargin: VISIBLE_MARGIN });
      // The first answer for each island says whether it is in view now: those are due before `resolve`.
      const first = new IntersectionObserver((entries) => {
        first.disconnect();
        const visible = entries.filter((e) => e.isIntersecting).map((e) => hydrate(islandOf(e)));
        for (const el of lazy) if (el.isConnected && !started.has(el)) observer!.observe(boxOf(el));
        void Promise.all([...atIdle, ...visible]).then(() => resolve());
      }, { rootMargin: VISIBLE_MARGIN });
      lazy.forEach((el) => first.observe(boxOf(el)));
    }),
  );
  return Promise.all([...eager, inView]).then(() => undefined);
}

/** Forgets the islands under `scope` (navigation removes them) and unmounts the hydrated ones. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of scope.querySelectorAll<HTMLElement>('[data-island]')) observer?.unobserve(boxOf(el));
  loaded?.unmountIslands(scope);
}

/** The island not yet hydrated that an event happened in, if any. */
function pendingIsland(event: Event): HTMLElement | null {
  const island = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]');
  return island && !island.hasAttribute('data-hydrated') ? island : null;
}

/** Starts hydrating on intent, and holds a click or key an island cannot answer yet to replay it. */
export function initHydrationOnIntent(options: HydrationHooks): void {
  hooks = options;
  const intent = (event: Event) => {
    const island = pendingIsland(event);
    if (island) void hydrate(island);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, intent, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const island = pendingIsland(event);
      const target = (event.target as Element).closest?.(INTERACTIVE);
      if (!island || !target || !event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void hydrate(island).then(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })));
    },
    { capture: true },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const island = pendingIsland(event);
      const target = (event.target as Element).closest?.('[role="tab"]');
      if (!island || !target || !REPLAYED_KEYS.has(event.key) || !event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, code } = event;
      void hydrate(island).then(() => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, composed: true })));
    },
    { capture: true },
  );
}
