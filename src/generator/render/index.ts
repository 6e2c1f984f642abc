/**
 * Stage 4, render. Takes the route table, the compiled docs and the client bundle's entry; gives each
 * page's HTML as pieces (React's renderToStaticMarkup of the templates around the body and the
 * sidebar's markup), the redirect stubs, and the SEO head of every page. Templates never read files.
 */
export { createSiteView, type RenderContext } from './page-views.ts';
export { renderPages } from './render-pages.ts';
export { themeCss, themeStyles, wantsDocusaurusClasses, themeExtrasOf } from './theme-css.ts';
export { DEFAULT_FAVICON_SVG } from './favicon.ts';
