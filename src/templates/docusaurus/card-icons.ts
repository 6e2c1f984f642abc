/** The icons Docusaurus' doc cards start their titles with: a doc, a category, a link off the site. */
export const CARD_ICONS = { doc: '📄️', category: '🗃', link: '🔗' } as const;
