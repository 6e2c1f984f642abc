import type { SiteView } from './model.ts';

/**
 * A tiny script that runs in <head> before first paint: applies the stored or default colour mode
 * and hides an announcement bar the reader already dismissed, so neither ever flashes.
 * Storage keys are shared with the client runtime.
 */
export function headBootScript(site: SiteView): string {
  const respect = site.colorMode.respectPrefersColorScheme;
  const bar = site.announcementBar;
  const code = `(function(){var d=document.documentElement;try{var t=localStorage.getItem('theme');` +
    `if(t!=='dark'&&t!=='light'){t=${respect ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : JSON.stringify(site.colorMode.defaultMode)};}` +
    `d.setAttribute('data-theme',t);` +
    (bar ? `if(localStorage.getItem('docsgen-announcement-dismiss')===${JSON.stringify(bar.id)})d.setAttribute('data-announcement-dismissed','true');` : '') +
    `}catch(e){}})();`;
  // Escape "<" so no string in the config can close the script element.
  return code.replace(/</g, '\\u003c');
}
