/**
 * The stylesheets a browser applies to the blog's feeds (config `blog.feed.xslt`, Docusaurus'
 * feedOptions.xslt): opened in a browser tab, rss.xml and atom.xml read as a page that lists the
 * posts with their dates and summaries, instead of raw XML. Written for docsgen.
 */

const PAGE_STYLE = `
body { margin: 0 auto; max-width: 46rem; padding: 2rem 1rem; font: 16px/1.6 system-ui, sans-serif; color: #1c1e21; }
header { border-bottom: 1px solid #dadde1; margin-bottom: 1.5rem; }
.about { background: #f2f6fa; border-radius: 8px; padding: 0.75rem 1rem; font-size: 0.9rem; }
article { margin-bottom: 1.5rem; }
article h2 { margin: 0 0 0.25rem; font-size: 1.25rem; }
time { color: #606770; font-size: 0.9rem; }
a { color: #2e8555; }
@media (prefers-color-scheme: dark) { body { background: #1b1b1d; color: #e3e3e3; } .about { background: #242526; } header { border-color: #444950; } a { color: #25c2a0; } time { color: #a0a4a8; } }
`;

function page(feedName: string, title: string, link: string, subtitle: string, items: string, itemTitle: string, itemLink: string, itemDate: string, itemSummary: string, namespaces: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${namespaces}>
  <xsl:output method="html" version="1.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${title}"/> (${feedName})</title>
        <style>${PAGE_STYLE}</style>
      </head>
      <body>
        <header>
          <p class="about">This is the blog's ${feedName}. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${title}"/></h1>
          <p><xsl:value-of select="${subtitle}"/></p>
          <p><a><xsl:attribute name="href"><xsl:value-of select="${link}"/></xsl:attribute>Visit the blog →</a></p>
        </header>
        <xsl:for-each select="${items}">
          <article>
            <h2><a><xsl:attribute name="href"><xsl:value-of select="${itemLink}"/></xsl:attribute><xsl:value-of select="${itemTitle}"/></a></h2>
            <time><xsl:value-of select="${itemDate}"/></time>
            <p><xsl:value-of select="${itemSummary}"/></p>
          </article>
        </xsl:for-each>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const RSS_STYLESHEET = page('RSS feed', '/rss/channel/title', '/rss/channel/link', '/rss/channel/description', '/rss/channel/item', 'title', 'link', 'pubDate', 'description', '');
export const ATOM_STYLESHEET = page('Atom feed', '/atom:feed/atom:title', "/atom:feed/atom:link[@rel='alternate']/@href", '/atom:feed/atom:subtitle', '/atom:feed/atom:entry', 'atom:title', 'atom:link/@href', 'substring(atom:updated, 1, 10)', 'atom:summary', ' xmlns:atom="http://www.w3.org/2005/Atom"');
