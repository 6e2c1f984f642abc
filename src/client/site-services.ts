/**
 * Site-wide services from config: analytics page views (first load and each navigation, IP
 * anonymised) and the reader's preferred documentation version. With nothing configured, nothing
 * loads.
 */
import { PREFERRED_VERSION_KEY, readPageSettings, storageKey, type ClientSiteSettings } from '../shared/site-settings.ts';

type Gtag = (...args: unknown[]) => void;
let settings: ClientSiteSettings | undefined;

function gtag(): Gtag | undefined {
  return (window as Window & { gtag?: Gtag }).gtag;
}

export function initSiteServices(): void {
  settings = readPageSettings();
  if (!settings) return;
  try {
    localStorage.setItem(storageKey(PREFERRED_VERSION_KEY), settings.docsVersion.name);
  } catch {
    /* storage unavailable */
  }
  const ga = settings.gtag;
  if (ga) {
    const w = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads the arguments objects it is given, exactly as its own snippet pushes them.
    w.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', ga.trackingId, { anonymize_ip: ga.anonymizeIP, send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga.trackingId)}`;
    document.head.append(script);
    trackPageView(new URL(location.href));
  }
  if (settings.gtm) loadTagManager(settings.gtm.containerId);
}

/** Google Tag Manager: its start event, then its container's script (its tags take the page views from there). */
function loadTagManager(containerId: string): void {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/** Sends a page view for the page now shown. */
export function trackPageView(url: URL): void {
  if (!settings?.gtag) return;
  gtag()?.('event', 'page_view', { page_location: url.href, page_path: url.pathname + url.search + url.hash, page_title: document.title, send_to: settings.gtag.trackingId });
}
