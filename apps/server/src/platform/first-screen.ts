import type { FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@homebid/shared/constants';
import { firstScreenApiPaths } from '@homebid/shared/api-paths';
import type { Config } from '../config';
import { hasSessionCookie } from './auth/session';
import { escapeHtml } from './html';
import type { ShellParts } from './static-files';

/**
 * The first screen of a signed-in page, drawn by the server into its HTML (a feature's shell hint): the page's
 * title and its first item (a listing's first image and title, a contract's project title) where the page will
 * show them, and placeholders for the rest. On a phone the app's stylesheet and scripts take seconds to arrive
 * and run; this screen brings its own styles and paints as soon as the HTML has arrived (static-files.ts puts the
 * app's stylesheet after it). It covers the app (aria-hidden, nothing to focus) until the page has drawn its own
 * content, then the app removes it (web: lib/first-screen.ts), so the visitor goes from this screen to the page
 * without the spinners and skeletons in between.
 */
export interface FirstScreen {
  heading: string;
  /**
   * Where the page sits, when not in the signed-in shell (bar, side menu): an account page's centred card (brand,
   * title, `lead` as the line under it: web auth-card.tsx), or a page of its own with a heading above its card
   * (the onboarding wizard)
   */
  layout?: 'account' | 'bare';
  /** the page shows a back arrow before its heading (contract pages) */
  hasBackArrow?: boolean;
  /** px, when the page draws its heading smaller than an h1's 24 (a card's own title) */
  headingSize?: number;
  /** the heading is the title of a card that holds the page (antd Card: My Bids, Alerts, a profile section...) */
  framed?: boolean;
  /** bars of controls between the heading and the content, e.g. the Filters button of a phone's listing page */
  controlRows?: number;
  /** the page's words under its heading before any data (a form's explanation), as the page shows them */
  lead?: string;
  /** a tag at the start of the lead, as the page writes it (two-factor sign-in's On or Off): the same line breaks */
  leadTag?: string;
  /** more rows of a list after the first item, down to where a phone's screen ends */
  rows?: Array<{ title: string; text?: string }>;
  /**
   * a list drawn as a phone draws it: a card of "label: value" lines per row (antd's Descriptions: web
   * components/responsive-table.tsx, a bid's card), the card's padding in px, a placeholder where a value is not
   * drawn (a date in the visitor's time zone), a value cut after `lines` lines as the page cuts it
   */
  cards?: { padding: number; rows: Array<Array<{ label: string; value?: string; lines?: number }>> };
  /** a card above the page: the profile pages' summary (photo and name) */
  summary?: { name: string; imageUrl?: string | null };
  /** the page's first item: a card of a grid, the page's one subject, or a row of a list (its title and text) */
  item?: { title: string; text?: string; imageUrl?: string | null; size: 'card' | 'page' | 'row'; /** the page cuts the text to one line */ oneLine?: boolean };
}

const LOGO =
  '<svg viewBox="0 0 64 64" width="32" height="32"><rect width="64" height="64" rx="14" fill="#d32029"/><path d="M14 34 32 18l18 16v16H38V38H26v12H14z" fill="#fff"/></svg>';
// antd's ArrowLeftOutlined, as the page's back button shows it
const BACK_ARROW =
  '<span class="first-screen-back"><svg viewBox="64 64 896 896" width="16" height="16" fill="currentColor"><path d="M872 474H286.9l350.2-304c5.6-4.9 2.2-14-5.2-14h-88.5c-3.9 0-7.6 1.4-10.5 3.9L155 487.8a31.96 31.96 0 000 48.3L535.1 866c1.5 1.3 3.3 2 5.2 2h91.5c7.4 0 10.8-9.2 5.2-14L286.9 550H872c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z"/></svg></span>';

/** A first screen as parts of the shell: its HTML, and its image asked for before the app's scripts. */
export function firstScreenParts(screen: FirstScreen): ShellParts {
  const imageUrl = screen.item?.imageUrl ?? screen.summary?.imageUrl;
  return {
    headFirst: imageUrl ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl)}">` : undefined,
    firstScreen: renderFirstScreen(screen),
  };
}

// Where the shell (web: global.css `.shell*`: a 64 px bar, the side menu 80 px folded or 280 px open, content padded
// 12 px on a phone and 24 px wider) and the page draw the same things, so the page takes its place without a jump on
// a phone; dark as the app's default theme, light once the app has applied a light theme. The card grid's columns
// are the app's `.card-grid`, in its stylesheet when the page replaces this screen.
const STYLE = `<style>
.first-screen{position:fixed;inset:0;z-index:2000;overflow:hidden;background:#000;color:rgba(255,255,255,.85);
font:14px/1.5714 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
--fs-bar:#141414;--fs-card:#141414;--fs-line:rgba(255,255,255,.12);--fs-border:#303030}
html[data-theme=light] .first-screen{background:#f5f5f5;color:rgba(0,0,0,.88);--fs-bar:#fff;--fs-card:#fff;--fs-line:rgba(0,0,0,.08);--fs-border:#f0f0f0}
.first-screen *{box-sizing:border-box}
.first-screen-bar{display:flex;align-items:center;height:64px;padding-inline:56px 12px;background:var(--fs-bar);border-bottom:1px solid rgba(128,128,128,.2)}
.first-screen-main{display:flex;flex-direction:column;gap:16px;padding:12px}
@media (min-width:991px){.first-screen-main{padding:24px;margin-inline-start:80px}}
@media (min-width:1201px){.first-screen-main{margin-inline-start:280px}}
.first-screen-heading{display:flex;align-items:center;gap:8px;min-height:32px;font-size:24px;font-weight:600;line-height:1.21}
.first-screen-back{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px}
.first-screen-control{width:92px;height:32px;border-radius:6px;background:var(--fs-line)}
.first-screen-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:576px){.first-screen-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:992px){.first-screen-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:1600px){.first-screen-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.first-screen-item{overflow:hidden;border:1px solid var(--fs-border);border-radius:8px;background:var(--fs-card)}
.first-screen-image{display:block;width:100%;height:200px;object-fit:cover}
.first-screen-item-body{display:flex;flex-direction:column;gap:12px;padding:16px}
.first-screen-item-page .first-screen-item-body{padding:24px}
.first-screen-title{font-size:16px;font-weight:600;line-height:1.3}
.first-screen-item-page .first-screen-title{font-size:20px;line-height:1.27}
.first-screen-line{height:16px;border-radius:4px;background:var(--fs-line)}
.first-screen-line:last-child{width:60%}
.first-screen-frame{border:1px solid var(--fs-border);border-radius:8px;background:var(--fs-card)}
.first-screen-frame-head{display:flex;align-items:center;min-height:56px;padding:0 24px;border-bottom:1px solid var(--fs-border)}
.first-screen-frame-body{display:flex;flex-direction:column;gap:16px;padding:24px}
.first-screen-frame .first-screen-item{border:0;border-radius:0;background:none}
.first-screen-item-row .first-screen-item-body{padding:0}
.first-screen-text{overflow-wrap:anywhere}
.first-screen-lead{opacity:.65}
.first-screen-tag{display:inline-block;margin-inline-end:8px;padding:0 7px;border:1px solid var(--fs-border);border-radius:4px;font-size:12px;line-height:20px}
.first-screen-one-line{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.first-screen-summary{display:flex;flex-direction:column;align-items:center;gap:16px;padding:16px;border:1px solid var(--fs-border);border-radius:8px;background:var(--fs-card)}
.first-screen-photo{width:88px;height:88px;border-radius:50%;object-fit:cover;background:var(--fs-line)}
@media (min-width:992px){.first-screen-photo{width:120px;height:120px}}
.first-screen-name{font-size:20px;font-weight:600;line-height:1.4;text-align:center}
.first-screen-frame-body>.first-screen-item-body{padding:0}
.first-screen-split{display:grid;gap:24px;align-items:start}
@media (min-width:992px){.first-screen-split{grid-template-columns:1fr 2fr}}
@media (min-width:1600px){.first-screen-split{grid-template-columns:1fr 3fr}}
.first-screen-account{display:flex;align-items:center;justify-content:center;min-height:100%;padding:16px}
.first-screen-card{width:100%;max-width:440px;padding:24px;border:1px solid var(--fs-border);border-radius:8px;background:var(--fs-card);line-height:1.5715}
.first-screen-brand{color:#ff7875;font-weight:700;letter-spacing:1px}
html[data-theme=light] .first-screen-brand{color:#d32029}
.first-screen-card .first-screen-heading{min-height:0;margin:4px 0 8px;line-height:1.35}
.first-screen-card .first-screen-lead{margin-bottom:20px;opacity:.85}
.first-screen-card .first-screen-item-body{padding:0}
.first-screen-cards{display:flex;flex-direction:column;gap:8px}
.first-screen-described{display:flex;flex-direction:column;gap:8px;border:1px solid var(--fs-border);border-radius:8px}
.first-screen-field{display:flex}
.first-screen-label{opacity:.53;white-space:nowrap}
.first-screen-label::after{content:':';margin-inline:2px 8px}
.first-screen-field>.first-screen-text{flex:1;min-width:0;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical}
.first-screen-field>.first-screen-line{flex:1;height:16px;margin-top:3px}
.first-screen-bare{max-width:1040px;margin:0 auto;padding:32px 16px}
.first-screen-bare .first-screen-heading{margin:16px 0 12px}
</style>`.replace(/\n/g, '');

/** The HTML of a first screen, with its styles. */
function renderFirstScreen(screen: FirstScreen): string {
  const size = screen.headingSize ? ` style="font-size:${screen.headingSize}px"` : '';
  const heading = `<div class="first-screen-heading"${size}>${screen.hasBackArrow ? BACK_ARROW : ''}${escapeHtml(screen.heading)}</div>`;
  const rows = '<div class="first-screen-control"></div>'.repeat(screen.controlRows ?? 0);
  const tag = screen.leadTag ? `<span class="first-screen-tag">${escapeHtml(screen.leadTag)}</span> ` : '';
  const lead = screen.lead ? `<div class="first-screen-text first-screen-lead">${tag}${escapeHtml(screen.lead)}</div>` : '';
  const more = (screen.rows ?? []).map((row) => renderItem({ ...row, size: 'row' })).join('');
  const content = lead + rows + (screen.cards ? renderCards(screen.cards) : screen.item ? renderItem(screen.item) + more : LINES);
  const frameBody = `<div class="first-screen-frame-body">${content}</div>`;
  if (screen.layout === 'account') {
    return wrap(`<div class="first-screen-account"><div class="first-screen-card"><div class="first-screen-brand">${PRODUCT_NAME}</div>${heading}${content}</div></div>`);
  }
  if (screen.layout === 'bare') return wrap(`<div class="first-screen-bare">${heading}<div class="first-screen-frame">${frameBody}</div></div>`);
  const page = screen.framed ? `<div class="first-screen-frame"><div class="first-screen-frame-head">${heading}</div>${frameBody}</div>` : `${heading}${content}`;
  return wrap(
    `<div class="first-screen-bar">${LOGO}</div>` +
      // with a summary card (the profile's): beside the page on a wide window as antd's Row and Col put it, above on a phone
      `<div class="first-screen-main">${screen.summary ? `<div class="first-screen-split">${renderSummary(screen.summary)}<div>${page}</div></div>` : page}</div>`,
  );
}

const wrap = (body: string) => `${STYLE}<div id="first-screen" class="first-screen" aria-hidden="true">${body}</div>`;

const LINES = '<div class="first-screen-item-body">' + '<div class="first-screen-line"></div>'.repeat(3) + '</div>';

function renderItem(item: NonNullable<FirstScreen['item']>): string {
  const image = item.imageUrl
    ? `<img class="first-screen-image" src="${escapeHtml(item.imageUrl)}" alt="" width="412" height="200" fetchpriority="high">`
    : '';
  const text = item.text ? `<div class="first-screen-text${item.oneLine ? ' first-screen-one-line' : ''}">${escapeHtml(item.text)}</div>` : '';
  const lines = '<div class="first-screen-line"></div>'.repeat(item.text ? 1 : 3);
  return (
    `<div class="${item.size === 'card' ? 'first-screen-grid' : ''}"><div class="first-screen-item first-screen-item-${item.size}">${image}` +
    `<div class="first-screen-item-body"><div class="first-screen-title">${escapeHtml(item.title)}</div>${text}${lines}</div>` +
    `</div></div>`
  );
}

function renderCards({ padding, rows }: NonNullable<FirstScreen['cards']>): string {
  const field = ({ label, value, lines }: { label: string; value?: string; lines?: number }) =>
    `<div class="first-screen-field"><span class="first-screen-label">${escapeHtml(label)}</span>` +
    (value ? `<span class="first-screen-text"${lines ? ` style="-webkit-line-clamp:${lines}"` : ''}>${escapeHtml(value)}</span>` : '<span class="first-screen-line"></span>') +
    '</div>';
  const card = (fields: Parameters<typeof field>[0][]) => `<div class="first-screen-described" style="padding:${padding}px">${fields.map(field).join('')}</div>`;
  return `<div class="first-screen-cards">${rows.map(card).join('')}</div>`;
}

function renderSummary(summary: NonNullable<FirstScreen['summary']>): string {
  const photo = summary.imageUrl
    ? `<img class="first-screen-photo" src="${escapeHtml(summary.imageUrl)}" alt="" width="88" height="88" fetchpriority="high">`
    : '<div class="first-screen-photo"></div>';
  return `<div class="first-screen-summary">${photo}<div class="first-screen-name">${escapeHtml(summary.name)}</div></div>`;
}

/** The API path of the data a page's first screen shows (shared/api-paths.ts), as the page asks for it. */
export function firstScreenDataPath(request: FastifyRequest): string | undefined {
  const [pathname = '', search = ''] = request.url.split('?');
  return firstScreenApiPaths(pathname, search)[1];
}

/**
 * The data of the page this request is for, read as the page itself will read it: GET of its first-screen API path
 * (shared/api-paths.ts; `apiPath` when the screen shows other data) in-process with the visitor's cookie, so the
 * same rules decide what they may see.
 * Undefined without a session cookie (the visitor is sent to sign-in), for a page without data, or unless it
 * answers 200.
 */
export async function readFirstScreenData<T>(config: Config, request: FastifyRequest, apiPath = firstScreenDataPath(request)): Promise<T | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie || !hasSessionCookie(config, request)) return undefined;
  if (!apiPath) return undefined;
  const response = await request.server.inject({ method: 'GET', url: `/api${apiPath}`, headers: { cookie } });
  return response.statusCode === 200 ? (response.json() as T) : undefined;
}
