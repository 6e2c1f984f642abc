/**
 * Servers as readers see them: every server of the document, a path or an operation, with its
 * variables; and the URL samples call (the effective server's URL with each variable at its default).
 */
import type { ServerView } from '../../templates/api/model.ts';
import type { ServerObject } from './types.ts';

export function serverViews(servers: ServerObject[] | undefined): ServerView[] {
  return (servers ?? []).filter((s) => typeof s?.url === 'string').map((s) => ({
    url: s.url,
    description: s.description,
    variables: Object.entries(s.variables ?? {}).map(([name, v]) => ({
      name,
      defaultValue: String(v.default ?? ''),
      enumValues: (v.enum ?? []).map(String),
      description: v.description,
    })),
  }));
}

/** OpenAPI: an operation's servers override its path's, which override the document's. */
export function effectiveServers(docServers: ServerObject[] | undefined, pathServers: ServerObject[] | undefined, opServers: ServerObject[] | undefined): ServerObject[] {
  for (const list of [opServers, pathServers, docServers]) if (list?.length) return list;
  return [];
}

/** A server URL with every `{variable}` replaced by its default, resolved against the spec's own URL (one with a placeholder left: as written). */
export function concreteServerUrl(server: ServerObject | undefined, specUrl: string): string {
  const raw = (server?.url ?? '/').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = server?.variables?.[name]?.default;
    return value === undefined ? whole : String(value);
  });
  // A placeholder no variable fills (`{{host}}`, a Postman collection's): as written, never resolved into a path of the docs site.
  if (/[{}]/.test(raw)) return raw.replace(/\/$/, '');
  try {
    return new URL(raw, specUrl).href.replace(/\/$/, '');
  } catch {
    return raw.replace(/\/$/, '');
  }
}
