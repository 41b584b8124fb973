import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import builtMapTokens from 'virtual:antd-map-tokens';
import { SCHEME_TOKENS, seedKey, type ColourScheme } from './theme-seeds';

/**
 * antd's algorithm for a scheme, answered with the map token built ahead of time (build/antd-map-tokens.ts)
 * when antd hands it the seed that was built for; any other seed (development, a nested theme) is derived.
 */
function withBuiltMapToken(scheme: ColourScheme, algorithm: MappingAlgorithm): MappingAlgorithm {
  const built = builtMapTokens[scheme];
  return (seed, mapToken) =>
    built && !mapToken && seedKey(seed) === built.seedKey
      ? ({ ...built.mapToken, motion: seed.motion } as unknown as ReturnType<MappingAlgorithm>)
      : algorithm(seed, mapToken);
}

/**
 * A build ships every component's stylesheet with the chunk that imports it (build/antd-component-styles.ts): antd
 * then builds no styles in the browser, and its icons rely on the icon reset in the first screens' stylesheet
 * instead of each writing the same rules from an effect (that scanned <head> per icon: ~55 ms of a card grid's
 * commit at 4x CPU). The development server has no such stylesheets, so antd builds them there.
 */
const ZERO_RUNTIME = import.meta.env.PROD;

/** The antd theme of each colour scheme: its tokens (theme-seeds.ts, with why each colour) and component colours. */
const DARK: ThemeConfig = {
  zeroRuntime: ZERO_RUNTIME,
  algorithm: withBuiltMapToken('dark', antdTheme.darkAlgorithm),
  token: SCHEME_TOKENS.dark,
  components: {
    // the selected menu item: primary red on its dark red background was 2.2:1; in a horizontal menu (the shell's
    // top menu) the derived #b61e26 on #141414 was 2.8:1
    Menu: { itemSelectedColor: '#ff7875', horizontalItemSelectedColor: '#ff7875', horizontalItemHoverColor: '#ff7875' },
    // field error messages; solid danger buttons keep the darker red under their white text
    Form: { colorError: '#ff7875' },
  },
};

const LIGHT: ThemeConfig = {
  zeroRuntime: ZERO_RUNTIME,
  algorithm: withBuiltMapToken('light', antdTheme.defaultAlgorithm),
  token: SCHEME_TOKENS.light,
};

export function getThemeConfig(scheme: ColourScheme): ThemeConfig {
  return scheme === 'dark' ? DARK : LIGHT;
}
