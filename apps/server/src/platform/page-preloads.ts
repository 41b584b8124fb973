import fs from 'node:fs';
import path from 'node:path';
// the file's shape, as the web build writes it (a type only: nothing of the build runs in the server)
import type { PagePreload } from '../../../web/build/page-preloads';
import { escapeHtml } from './html';

/** Tags for the shell of a path (no trailing slash): `(route, hasSession) => tags or ''`. */
export type PagePreloadTags = (route: string, hasSession: boolean) => string;

/** The most specific entry for a path: the exact one, else the longest `prefix/*`. */
function findPreload(preloads: PagePreload[], pathname: string): PagePreload | undefined {
  const exact = preloads.find((p) => p.path === pathname);
  if (exact) return exact;
  let best: PagePreload | undefined;
  for (const p of preloads) {
    if (!p.path.endsWith('/*')) continue;
    const prefix = p.path.slice(0, -1);
    if ((pathname + '/').startsWith(prefix) && (!best || p.path.length > best.path.length)) best = p;
  }
  return best;
}

/**
 * Reads `page-preloads.json` of the built web app. For a path it gives a <link rel=modulepreload> per script and
 * a <link rel=preload as=style> per stylesheet of that page's lazy chunks: the browser fetches them with the entry
 * script (static-files.ts) instead of after it has run (one phone round trip after another). `crossorigin`
 * as Vite's loader asks for them, so the preloaded responses are the ones used. A signed-in page visited
 * without a session gets none: the router sends that visitor to sign-in, which needs none of them.
 */
export function loadPagePreloads(dist: string): PagePreloadTags {
  const file = path.join(dist, 'page-preloads.json');
  const preloads = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreload[]) : [];
  const tags = new Map<PagePreload, string>();
  for (const p of preloads) {
    const scripts = p.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
    const styles = p.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`);
    tags.set(p, [...styles, ...scripts].join(''));
  }
  return (pathname, hasSession) => {
    const preload = findPreload(preloads, pathname);
    return preload && (hasSession || !preload.signedIn) ? tags.get(preload)! : '';
  };
}
