/** A thin progress bar at the top, shown only when a navigation takes longer than 200 ms. */
export const PROGRESS_DELAY_MS = 200;

export function startProgress(): () => void {
  let bar: HTMLElement | null = null;
  let grow: ReturnType<typeof setInterval> | undefined;
  const timer = setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading the page');
    document.body.append(bar);
    let width = 10;
    bar.style.width = `${width}%`;
    grow = setInterval(() => {
      width += (90 - width) * 0.1;
      if (bar) bar.style.width = `${width}%`;
    }, 200);
  }, PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    clearInterval(grow);
    bar?.remove();
  };
}
