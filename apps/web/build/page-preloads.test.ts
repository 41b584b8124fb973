import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRoutePages } from './page-preloads';

const src = fileURLToPath(new URL('../src', import.meta.url));
const routerFile = path.join(src, 'app/router.tsx');
const module = (file: string) => path.join(src, file);

describe('the routes read from app/router.tsx', () => {
  const pages = readRoutePages(routerFile);
  const at = (p: string) => pages.find((page) => page.path === p);

  it('give each path the lazy modules drawn on it, outermost first', () => {
    expect(at('/v1/projects')).toEqual({
      path: '/v1/projects',
      modules: [module('app/antd-app-outlet'), module('app/shell/shell-layout'), module('features/listings/pages/my-projects-page')],
      signedIn: true,
    });
    // the index route is the parent's path
    expect(at('/v1')?.modules.at(-1)).toBe(module('features/listings/pages/listing-page'));
    expect(at('/v1/my-bids/contract')?.modules.at(-1)).toBe(module('features/contracts/pages/bidder-contract-page'));
    expect(at('/register')).toEqual({ path: '/register', modules: [module('app/antd-app-outlet'), module('features/auth/pages/register-page')], signedIn: false });
    // the sign-in page is in the entry chunk: nothing lazy
    expect(at('/')).toEqual({ path: '/', modules: [], signedIn: false });
    expect(at('/v1/profile/*')?.signedIn).toBe(true);
    expect(at('/*')?.modules.at(-1)).toBe(module('components/not-found-page'));
  });

  it('find every path of the router', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('read paths written as WEB_PATHS, or a template of them, as the router gives them', () => {
    const source = 'const routes = [{ path: WEB_PATHS.home, children: [{ path: WEB_PATHS.chats }, { path: `${WEB_PATHS.profile}/*` }] }];';
    expect(readRoutePages(routerFile, source).map((p) => p.path)).toEqual(['/v1/chats', '/v1/profile/*']);
    expect(() => readRoutePages(routerFile, `const routes = [{ path: PATHS.chats }];`)).toThrow(/not a string or WEB_PATHS/);
    expect(() => readRoutePages(routerFile, `const routes = [{ path: WEB_PATHS.nowhere }];`)).toThrow(/not a string or WEB_PATHS/);
  });

  it('refuse a page() that is not an import() they can follow', () => {
    const source = `const routes = [{ path: '/x', element: page(loadSomething) }];`;
    expect(() => readRoutePages(routerFile, source)).toThrow(/page\(\) without import/);
    expect(() => readRoutePages(routerFile, 'const other = [];')).toThrow(/no `const routes/);
  });
});
