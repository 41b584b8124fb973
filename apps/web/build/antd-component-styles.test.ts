import { describe, expect, it } from 'vitest';
import { antdComponentStyles } from './antd-component-styles';

const plugin = antdComponentStyles(['Button']);
// the hooks as Vite calls them (no plugin context is used)
const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
const resolveId = plugin.resolveId as (id: string) => string | undefined;
const load = plugin.load as (id: string) => Promise<string>;

describe('antdComponentStyles', () => {
  it("makes a component's style hook import its stylesheet", () => {
    const result = transform('export default 1;', '/app/node_modules/antd/es/date-picker/style/index.js');
    expect(result?.code).toBe("import 'virtual:antd-style/date-picker.css';\nexport default 1;");
    // a Form's items draw the grid's Row and Col without antd's Row and Col modules
    expect(transform('x', '/app/node_modules/antd/es/grid/style/index.js')?.code).toContain("'virtual:antd-style/grid.css'");
  });

  it("leaves alone the first screens' components, antd's other modules and the app's", () => {
    expect(transform('x', '/app/node_modules/antd/es/button/style/index.js')).toBeUndefined();
    expect(transform('x', '/app/node_modules/antd/es/date-picker/index.js')).toBeUndefined();
    expect(transform('x', '/app/node_modules/antd/es/date-picker/style/token.js')).toBeUndefined();
    expect(transform('x', '/app/node_modules/antd/es/_util/index.js')).toBeUndefined();
    expect(transform('x', '/app/src/features/bids/style/index.js')).toBeUndefined();
  });

  // loads all of antd and renders the component on the server: seconds on a busy machine
  it("builds the component's stylesheet in the antd-static layer, without the runtime's cache map or token variables", { timeout: 60_000 }, async () => {
    const id = resolveId('virtual:antd-style/date-picker.css');
    expect(id).toBe('\0virtual:antd-style/date-picker.css');
    const css = await load(id!);
    expect(css.startsWith('@layer antd-static{')).toBe(true);
    expect(css).toContain('.ant-picker');
    expect(css).not.toContain('data-ant-cssinjs-cache-path');
    expect(css).not.toContain('.css-var-root');
    expect(resolveId('react')).toBeUndefined();
  });
});
