import type { Plugin } from 'vite';

/** An antd module's import of a part the app never uses, and the option that would use it. */
interface LeftOut {
  importer: RegExp;
  source: string;
  option: string;
}

/**
 * Parts antd's modules import for an option the app never sets, so every page that drew the component loaded and ran
 * them (measured: ConfigProvider's tooltip `UniqueProvider`, @rc-component/trigger's popup code, ~6 KB brotli in antd's
 * core chunk; Card's Tabs and List's Pagination with its Select, ~3-4 ms each of module evaluation on a desktop for
 * My Bids and Messages, four times that on Lighthouse's phone). Each stays with the pages that use it directly. A
 * stand-in fails the first render if someone sets the option, so the setting cannot silently do nothing: take its
 * line out of LEFT_OUT to use it.
 */
const LEFT_OUT: LeftOut[] = [
  { importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/, source: '../tooltip/UniqueProvider', option: "ConfigProvider's tooltip.unique" },
  { importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', option: "Card's tabList" },
  { importer: /[\\/]antd[\\/]es[\\/]list[\\/]index\.js$/, source: '../pagination', option: "List's pagination" },
];
const STAND_IN = '\0homebid-antd-left-out:';

export function antdLeftOut(): Plugin {
  return {
    name: 'homebid-antd-left-out',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = LEFT_OUT.findIndex((part) => part.source === source && importer && part.importer.test(importer));
      return index < 0 ? null : `${STAND_IN}${index}`;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const { option } = LEFT_OUT[Number(id.slice(STAND_IN.length))]!;
      return `export default function LeftOut() {
  throw new Error(${JSON.stringify(`${option} is left out of this build: see apps/web/build/antd-left-out.ts`)});
}
`;
    },
  };
}
