// What the accessibility test asks of a page: axe-core's serious and critical violations, the theme switched as the
// customizer does, and a page that has finished loading and fading before anything is measured.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

export type Theme = 'dark' | 'light';

/** Moderate rules we hold too: Lighthouse counts heading order against the accessibility score. */
const ALSO_CHECKED = ['heading-order'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules whose answer depends on colours: all that a theme switch can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** axe-core's script (half a megabyte), put into each frame once per document: a theme switch or a resize keeps it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every rule of the tags, or only the colour rules (the same page again after a theme switch). */
export type AxeRules = 'every rule' | 'colour rules';

/**
 * Serious and critical axe violations (and ALSO_CHECKED), one readable line each (rule, impact, first elements).
 * axe runs in the page itself (axe.run, same-origin frames included) rather than in parts gathered into a blank
 * page, 3 to 4 times faster on a page of cards; the app shows no cross-origin frame (the sandbox's card form is its
 * own). Only violations come back, already as lines.
 */
export async function findSeriousViolations(page: Page, rules: AxeRules = 'every rule'): Promise<string[]> {
  for (const frame of page.frames()) if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  const runOnly: axe.RunOnly = rules === 'every rule' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES };
  return page.evaluate(
    async ({ runOnly, alsoChecked }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly, resultTypes: ['violations'] });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoChecked.includes(v.id))
        .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`);
    },
    { runOnly, alsoChecked: ALSO_CHECKED },
  );
}

/**
 * Stores the theme as the customizer does. With `live`, also announces it the way another tab's change arrives
 * (a storage event), which the app follows without a reload.
 */
export async function setTheme(page: Page, theme: Theme, options: { live?: boolean } = {}) {
  await page.evaluate(
    ({ value, live }) => {
      const saved = JSON.parse(localStorage.getItem('layout_settings') ?? '{}') as Record<string, unknown>;
      const newValue = JSON.stringify({ ...saved, theme: value });
      localStorage.setItem('layout_settings', newValue);
      if (live) window.dispatchEvent(new StorageEvent('storage', { key: 'layout_settings', newValue }));
    },
    { value: theme, live: options.live ?? false },
  );
  if (options.live) await page.waitForFunction((value) => document.documentElement.dataset.theme === value, theme);
}

/**
 * Waits until nothing loads and nothing fades: a live theme switch moves link colours over 0.2 s (CSS transitions),
 * and a check taken meanwhile reads a colour between the two themes'. Cards off screen (`content-visibility: auto`)
 * start their transitions only when something reads their style, as axe would: every element's style is read first.
 * Endless animations (a spinner) are not waited for.
 */
export async function waitUntilSettled(page: Page) {
  // two frames first: a resize's media-query events fire in the next frame, and what they render (a wide window's
  // lazily loaded table behind a skeleton) must be on the page before "nothing is loading" can be believed
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // the server's first screen covers the page until the page has drawn its own content (web: lib/first-screen.ts):
  // until it is gone, what a check sees is the server's drawing, not the app's
  await page.waitForFunction(() => !document.getElementById('first-screen'));
  // polled in the page (each frame): no round trip per look, and no test context needed (the checks run side by side)
  await page.waitForFunction(() => document.querySelectorAll('.page-spinner, .ant-spin-spinning, .ant-skeleton-active').length === 0);
  await page.evaluate(() => document.querySelectorAll('body *').forEach((element) => getComputedStyle(element).color));
  await page.waitForFunction(
    () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length === 0,
  );
}

/** Opens the page and waits until its words show and it has settled. */
export async function openPage(page: Page, url: string, words: string | RegExp) {
  await page.goto(url);
  await page.getByText(words).first().waitFor();
  await waitUntilSettled(page);
}

/** How far the page scrolls sideways (0 when it fits the window). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The post cards of a page of them: each an article named by its title (aria-labelledby), so a screen reader lists
 * the projects and moves from one to the next; `expected` says whether the page shows any.
 */
export async function checkPostCards(page: Page, expected: boolean): Promise<string[]> {
  const cards = await page.locator('[data-testid="post-card"]').evaluateAll((elements) =>
    elements.map((card) => ({
      element: card.tagName.toLowerCase(),
      name: document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? null,
      title: card.querySelector('[data-testid="post-title"]')?.textContent ?? null,
    })),
  );
  if (cards.length === 0) return expected ? ['no post card shows'] : [];
  const problems = cards.filter((c) => c.element !== 'article' || !c.title || c.name !== c.title).map((c) => `post card "${c.title}" is a ${c.element} named "${c.name}"`);
  // and as the accessibility tree has it (the first card)
  if ((await page.getByRole('article', { name: cards[0].title!, exact: true }).count()) === 0) problems.push(`no article is named "${cards[0].title}"`);
  return problems;
}

/**
 * Controls whose name starts with an icon's file name ("search Search"): an antd icon names itself
 * (`<span role="img" aria-label="search">`), and inside a control with words that name is read first. The app's icons
 * are decorative (build/antd-decorative-icons.ts); antd's own, such as a pagination arrow alone in its button, keep
 * theirs.
 */
export const iconNamedControls = (page: Page): Promise<string[]> =>
  page.locator('.anticon[aria-label]').evaluateAll((icons) =>
    icons.flatMap((icon) => {
      const control = icon.closest('button, a, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"]');
      const isOwnName = icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`);
      if (!control || !isOwnName || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) return [];
      const words = control.textContent?.trim();
      return words ? [`a control's name starts with its icon's name "${icon.getAttribute('aria-label')}": "${words.slice(0, 60)}"`] : [];
    }),
  );
