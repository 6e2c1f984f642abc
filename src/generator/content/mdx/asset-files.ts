/**
 * The files an import or `require()` of a doc or component publishes as they are, giving their URL
 * (Docusaurus' file loader): images, media, archives, documents. One list for the server's bundles
 * and the browser's.
 */
export const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|pdf|mp4|webm|mov|mp3|wav|ogg|m4a|zip|gz|tgz|tar|7z|rar|docx?|xlsx?|pptx?|odt|ods|odp|csv|epub|txt)$/i;
