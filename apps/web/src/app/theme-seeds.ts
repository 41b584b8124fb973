import { MOTION } from '../lib/motion';

export const PRIMARY_COLOR = '#d32029';

export type ColourScheme = 'dark' | 'light';

/**
 * The design tokens of each colour scheme, as plain data: antd's algorithm derives the rest from them
 * (theme-tokens.ts), and the build derives it once ahead of time (build/antd-map-tokens.ts), so this file
 * imports nothing of antd.
 *
 * antd's own greys and blues fail WCAG AA contrast (4.5:1 for text) on our surfaces: placeholders #4f4f4f on
 * #141414 (2.2:1), links #1668dc (3.6:1), secondary text #737373 on black, the primary red #b61e26 the dark
 * algorithm derives (2.8:1). The overrides below are the lightest greys and brightest colours that reach 4.5:1
 * on every surface of their theme (checked by e2e/accessibility.e2e.ts with axe-core). Seed colours (colorLink,
 * colorError) still go through antd's algorithm; alias colours (text greys) are used as given.
 */
const SHARED = {
  colorPrimary: PRIMARY_COLOR,
  // each page's title is its one h1 (heading order: h1, then h2...), drawn at the size the titles had as h3,
  // and the step titles of the onboarding wizard as h2 at the size of h3
  fontSizeHeading1: 24,
  fontSizeHeading2: 24,
  motion: MOTION,
};

export const SCHEME_TOKENS = {
  dark: {
    ...SHARED,
    // seed: the dark algorithm turns it into #5c99dc, 5.5:1 on #1f1f1f
    colorLink: '#69b1ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: '#8c8c8c',
    colorTextDescription: '#8c8c8c',
    colorTextPlaceholder: '#8c8c8c',
    // the product name and other primary-coloured text: #b61e26 is 2.8:1 on #141414
    colorPrimaryText: '#ff7875',
    // danger text (Typography type="danger"): the derived #dc4446 is 4.3:1 on #141414; #ff7875 is 7:1
    colorErrorText: '#ff7875',
  },
  light: {
    ...SHARED,
    colorLink: '#0958d9',
    // #ff4d4f is 3:1 on white, as text (danger links and buttons) and under white text
    colorError: '#cf1322',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
    colorTextPlaceholder: '#6b6b6b',
    // success text ('Completed' on a milestone): #52c41a is 2.3:1 on white
    colorSuccessText: '#237804',
    // (the preset tag colours, green 'Hired' and gold 'Offer sent', are darkened in global.css)
  },
} satisfies Record<ColourScheme, Record<string, string | number | boolean>>;

/**
 * Identifies the seed antd hands its algorithm (antd's defaults merged with a scheme's tokens), whatever its
 * key order and whether it animates.
 */
export const seedKey = (seed: object) =>
  JSON.stringify(Object.entries(seed).filter(([name]) => name !== 'motion').sort(([a], [b]) => (a < b ? -1 : 1)));
