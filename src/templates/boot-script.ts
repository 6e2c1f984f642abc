import type { SiteView } from './model.ts';
import { ANNOUNCEMENT_STORAGE_KEY } from '../shared/site-settings.ts';

/**
 * A tiny script that runs in <head> before first paint: applies the stored or default colour mode
 * and hides an announcement bar the reader already dismissed, so neither ever flashes. It also marks
 * the page as scripted (`data-js`): only then are collapsed sidebar categories closed, since a reader
 * without JavaScript could not open them (Docusaurus links such a category to its first doc instead).
 * Storage keys are shared with the client runtime.
 */
export function headBootScript(site: SiteView): string {
  const respect = site.colorMode.respectPrefersColorScheme;
  const bar = site.announcementBar;
  const ns = site.storageNamespace ?? '';
  const code = `(function(){var d=document.documentElement;d.setAttribute('data-js','');try{var t=localStorage.getItem(${JSON.stringify(`theme${ns}`)});` +
    // Following the system, the toggle shows a third state (data-theme-choice="system") until the reader chooses.
    `if(t!=='dark'&&t!=='light'){${respect ? `d.setAttribute('data-theme-choice','system');` : ''}t=${respect ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : JSON.stringify(site.colorMode.defaultMode)};}` +
    `d.setAttribute('data-theme',t);` +
    (bar ? `if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY + ns)})===${JSON.stringify(bar.id)})d.setAttribute('data-announcement-dismissed','true');` : '') +
    `}catch(e){}})();`;
  // Escape "<" so no string in the config can close the script element.
  return code.replace(/</g, '\\u003c');
}

/**
 * Runs first in <body>. When the site is served from a path its baseUrl does not expect, the
 * stylesheet and scripts (all under baseUrl) cannot load. So: if the page's path is outside baseUrl,
 * or the stylesheet has not applied once the page has loaded, show a red banner, styled inline, that
 * says which baseUrl would fit (read from the canonical link, whose path is baseUrl + route). When
 * that is the baseUrl already set, the base URL is right and only the stylesheet failed: the banner
 * says so instead of recommending the setting the site already has.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const code =
    `(function(){var b=${JSON.stringify(baseUrl)},p=location.pathname;` +
    `function show(){if(document.querySelector('.base-url-banner'))return;var s='/',c=document.querySelector('link[rel=canonical]');` +
    `if(c){var r=new URL(c.href).pathname.slice(b.length-1);if(r&&p.length>=r.length&&p.slice(p.length-r.length)===r)s=p.slice(0,p.length-r.length)+'/';}` +
    `var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');` +
    `d.style.cssText='background:#b3261e;color:#fff;padding:12px 16px;font:600 15px/1.5 system-ui,sans-serif;text-align:center';` +
    `d.textContent=p.indexOf(b)===0&&(s===b||!c)?'This site did not load properly: its stylesheet could not be loaded. ` +
    `The baseUrl setting ("'+b+'") matches this address; check that the assets folder was deployed with the pages and is served under "'+b+'assets/".'` +
    `:'This site did not load properly: its baseUrl setting is "'+b+'", but this page is served from "'+p+'". ` +
    `Set baseUrl in site.config.ts to the path the site is served from: baseUrl: "'+s+'".';` +
    `document.body.insertBefore(d,document.body.firstChild);}` +
    `if(p.indexOf(b)!==0){document.addEventListener('DOMContentLoaded',show);return;}` +
    `addEventListener('load',function(){if(!getComputedStyle(document.documentElement).getPropertyValue('--docsgen-css'))show();});})();`;
  return code.replace(/</g, '\\u003c');
}

/** Switches the non-blocking third-party stylesheets to media "all" once each has loaded. */
export function asyncStylesheetScript(): string {
  return `document.querySelectorAll('link[data-async-stylesheet]').forEach(function(l){if(l.sheet)l.media='all';else l.addEventListener('load',function(){l.media='all'})});`;
}
