import type { Plugin } from 'vite';

const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const STAND_IN = '\0homebid-antd-unique-provider';

/**
 * antd's ConfigProvider imports the tooltip `UniqueProvider` (@rc-component/trigger's popup, placement and motion
 * code) for its `tooltip={{ unique: true }}` setting, and renders it only when that is set. We never set it, yet
 * every signed-in page loaded that code in antd's core chunk (~6 KB brotli); it now stays with the pages whose
 * tooltips, dropdowns and selects use it. The stand-in fails the first render if someone sets the option, so the
 * setting cannot silently do nothing: remove this plugin to use it.
 */
export function antdWithoutUniqueTooltips(): Plugin {
  return {
    name: 'homebid-antd-unique-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && CONFIG_PROVIDER.test(importer)) return STAND_IN;
      return null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return `export default function UniqueProvider() {
  throw new Error("ConfigProvider's tooltip.unique is left out of this build: see apps/web/build/antd-unique-provider.ts");
}
`;
    },
  };
}
