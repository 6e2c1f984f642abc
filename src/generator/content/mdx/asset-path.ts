/** Where an imported image or file is published: the content-hashed path Markdown images get (remark-local-images.ts). */
import crypto from 'node:crypto';
import path from 'node:path';

export function assetPublicPath(baseUrl: string, absPath: string, bytes: Buffer): string {
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const ext = path.extname(absPath).toLowerCase();
  const name = path.basename(absPath, path.extname(absPath)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return `${baseUrl}assets/images/${name}.${hash}${ext}`;
}
