/** The icons Docusaurus' doc cards start their titles with: a doc, a category, a link off the site. */
export const CARD_ICONS = { doc: '📄️', category: '🗃', link: '🔗' } as const;

/** Docusaurus 2's category icon: the same card box, drawn as an emoji (its variation selector). */
export const DOCUSAURUS2_CATEGORY_ICON = '🗃️';
