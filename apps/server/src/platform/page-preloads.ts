import fs from 'node:fs';
import path from 'node:path';

/** One path of the web app's router and what its first screen loads (written by apps/web/build/page-preloads.ts). */
interface PagePreload {
  /** '/v1/projects'; a trailing '/*' matches the rest of the path */
  path: string;
  /** the router sends a visitor without a session to sign-in instead */
  signedIn: boolean;
  scripts: string[];
  styles: string[];
}

/** Tags for the shell of a path: `(pathname, hasSession) => tags or ''`. */
export type PagePreloadTags = (pathname: string, hasSession: boolean) => string;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
 * a <link rel=preload as=style> per stylesheet of that page's lazy chunks: the browser fetches them while it
 * reads the HTML instead of after the entry script has run (one phone round trip after another). `crossorigin`
 * as Vite's loader asks for them, so the preloaded responses are the ones used. A signed-in page visited
 * without a session gets none: the router sends that visitor to sign-in, which needs none of them.
 */
export function loadPagePreloads(dist: string): PagePreloadTags {
  const file = path.join(dist, 'page-preloads.json');
  const preloads = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreload[]) : [];
  const tags = new Map<PagePreload, string>();
  for (const p of preloads) {
    const scripts = p.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
    const styles = p.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`);
    tags.set(p, [...styles, ...scripts].join(''));
  }
  return (pathname, hasSession) => {
    const preload = findPreload(preloads, pathname.replace(/(.)\/$/, '$1'));
    return preload && (hasSession || !preload.signedIn) ? tags.get(preload)! : '';
  };
}
