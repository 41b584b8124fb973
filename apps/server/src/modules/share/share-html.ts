import { MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { WEB_PATHS } from '@homebid/shared/web-paths';

/**
 * Escapes text for HTML element content and double-quoted attributes, as numeric references (and the backtick too):
 * the share page's own form, which link previews have read since it was written (platform/html.ts names them).
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const truncate = (text: string, max: number) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

export interface SharePageData {
  productName: string;
  title: string;
  description: string;
  imageUrl?: string;
  pageUrl: string;
  /** Where a browser goes on: a same-origin path. */
  targetPath: string;
}

/** The short-link page: Open Graph and Twitter card tags, a meta refresh and a plain link (no script). */
export function renderSharePage(d: SharePageData): string {
  const title = escapeHtml(truncate(d.title, 120));
  const description = escapeHtml(truncate(d.description, 300));
  const target = escapeHtml(d.targetPath);
  const meta = [
    ['og:type', 'website'],
    ['og:site_name', d.productName],
    ['og:title', truncate(d.title, 120)],
    ['og:description', truncate(d.description, 300)],
    ['og:url', d.pageUrl],
    ...(d.imageUrl ? [['og:image', d.imageUrl]] : []),
  ]
    .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`)
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${title} | ${escapeHtml(d.productName)}</title>
    <meta name="description" content="${description}">
    ${meta}
    <meta name="twitter:card" content="${d.imageUrl ? 'summary_large_image' : 'summary'}">
    <meta http-equiv="refresh" content="0; url=${target}">
    <link rel="canonical" href="${escapeHtml(d.pageUrl)}">
  </head>
  <body>
    <p><a href="${target}">${title}</a></p>
  </body>
</html>
`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Link not found</title></head>
  <body><p>This link does not lead to a project any more.</p><p><a href="${WEB_PATHS.home}">Go to the listings</a></p></body>
</html>
`;
}

/** A listing HomeBid hid, or whose poster is suspended: its short link only says it is unavailable. */
export function renderUnavailablePage(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Project unavailable</title></head>
  <body><p>${MODERATION_MSG.listingUnavailable}</p><p><a href="${WEB_PATHS.home}">Go to the listings</a></p></body>
</html>
`;
}
