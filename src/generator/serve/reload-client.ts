/**
 * Browser side of live reload, injected by `docsgen serve` in watch mode only (never part of the
 * site bundle, never imported by Node code). It listens to the server's build state over
 * server-sent events: a newer build reloads the page, a failed build shows an overlay with the
 * error, and the next good build removes it and reloads.
 */

interface BuildState {
  build: string;
  error?: { title: string; details: string };
}

const OVERLAY_ID = 'docsgen-error-overlay';
const script = document.currentScript as HTMLScriptElement | null;
const pageBuild = script?.dataset.build ?? '';

function showOverlay(error: NonNullable<BuildState['error']>): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.94);color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace';
    document.body.append(overlay);
  }
  const title = document.createElement('h2');
  title.style.cssText = 'margin:0 0 1rem;color:#ff6b6b;font:600 18px/1.4 system-ui,sans-serif';
  title.textContent = error.title;
  const details = document.createElement('pre');
  details.style.cssText = 'margin:0 0 1.5rem;white-space:pre-wrap';
  details.textContent = error.details;
  const note = document.createElement('p');
  note.style.cssText = 'margin:0;color:#bbb;font:14px/1.5 system-ui,sans-serif';
  note.textContent = 'The page below is the last good build. Save a fix and this page reloads by itself.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.style.cssText = 'position:absolute;top:1rem;right:1rem;padding:.3rem .8rem;font:inherit;cursor:pointer';
  close.addEventListener('click', () => overlay?.remove());
  overlay.replaceChildren(title, details, note, close);
}

const events = new EventSource('/__docsgen/events');
events.addEventListener('state', (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as BuildState;
  if (state.error) {
    showOverlay(state.error);
    return;
  }
  document.getElementById(OVERLAY_ID)?.remove();
  if (state.build !== pageBuild) location.reload();
});
