import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
// by its path, not as @homebid/shared: Vite bundles the config's relative imports but leaves packages to Node, which
// cannot load a .ts file
import { WEB_PATHS } from '../../../packages/shared/src/web-paths';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A path of the router and the lazy modules drawn on it, outermost first (absolute, without extension). */
export interface RoutePage {
  /** '/v1/projects'; a trailing '/*' matches the rest of the path */
  path: string;
  modules: string[];
  /** under <ProtectedRoute />: a visitor without a session is sent to sign-in instead */
  signedIn: boolean;
}

/** What the server adds to the HTML shell of one path (apps/server/src/platform/page-preloads.ts reads it). */
export interface PagePreload {
  path: string;
  signedIn: boolean;
  scripts: string[];
  styles: string[];
}

const PAGE_PRELOADS_FILE = 'page-preloads.json';

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * A route's `path` as written in the router: a string, `WEB_PATHS.name`, or a template of those (`${WEB_PATHS.profile}/*`).
 * Anything else is refused, so a route is never taken for a layout without a path.
 */
function readPath(routerFile: string, expression: ts.Expression): string {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'WEB_PATHS') {
    const name = expression.name.text;
    if (Object.hasOwn(WEB_PATHS, name)) return WEB_PATHS[name as keyof typeof WEB_PATHS];
  }
  if (ts.isTemplateExpression(expression)) {
    return expression.head.text + expression.templateSpans.map((span) => readPath(routerFile, span.expression) + span.literal.text).join('');
  }
  throw new Error(`${routerFile}: a route path that is not a string or WEB_PATHS: ${expression.getText()}`);
}

/**
 * The routes of app/router.tsx, read from its source rather than run (it imports pages and CSS that Node cannot
 * load): each `{ path | index, element, children }` literal of `routes`, with the module of every
 * `page(() => import('…'))` element on the way to it (written inline or as a `const x = page(…)`).
 */
export function readRoutePages(routerFile: string, source = fs.readFileSync(routerFile, 'utf8')): RoutePage[] {
  const file = ts.createSourceFile(routerFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const named = new Map<string, ts.Expression>();
  let routes: ts.ArrayLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      named.set(declaration.name.text, declaration.initializer);
      if (declaration.name.text === 'routes' && ts.isArrayLiteralExpression(declaration.initializer)) routes = declaration.initializer;
    }
  }
  if (!routes) throw new Error(`${routerFile}: no \`const routes = [...]\``);

  const moduleOf = (element: ts.Expression | undefined): string | undefined => {
    if (element && ts.isIdentifier(element)) return moduleOf(named.get(element.text));
    if (!element || !ts.isCallExpression(element) || element.expression.getText() !== 'page') return undefined;
    const loader = element.arguments[0];
    const body = loader && ts.isArrowFunction(loader) ? loader.body : undefined;
    const specifier = body && ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword ? body.arguments[0] : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) throw new Error(`${routerFile}: page() without import('…'): ${element.getText()}`);
    return withoutExtension(path.resolve(path.dirname(routerFile), specifier.text));
  };
  const isProtected = (element: ts.Expression | undefined) =>
    !!element && ts.isJsxSelfClosingElement(element) && element.tagName.getText() === 'ProtectedRoute';

  const pages: RoutePage[] = [];
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, modules: string[], signedIn: boolean) => {
    for (const item of list.elements) {
      if (!ts.isObjectLiteralExpression(item)) continue;
      const props = new Map<string, ts.Expression>();
      for (const prop of item.properties) if (ts.isPropertyAssignment(prop)) props.set(prop.name.getText(), prop.initializer);
      const pathProp = props.get('path');
      const segment = pathProp ? readPath(routerFile, pathProp) : undefined;
      const fullPath = segment === undefined ? parentPath : segment.startsWith('/') ? segment : `${parentPath.replace(/\/$/, '')}/${segment}`;
      const module = moduleOf(props.get('element'));
      const here = { modules: module ? [...modules, module] : modules, signedIn: signedIn || isProtected(props.get('element')) };
      const children = props.get('children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, fullPath, here.modules, here.signedIn);
      else if (segment !== undefined || props.has('index')) pages.push({ path: fullPath || '/', ...here });
    }
  };
  walk(routes, '', [], false);
  return pages;
}

/** A chunk and every chunk it imports statically: what has to arrive before it can run. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<OutputChunk>()): Set<OutputChunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported, into);
  }
  return into;
}

/**
 * Writes `page-preloads.json`: for each path of the router, the scripts and styles of its lazy layouts and page
 * (less what the HTML shell loads anyway). The server names them in the shell of that path, so a phone fetches
 * them while it reads the HTML, not after the entry script has run and asked for them (one slow round trip later).
 */
export function pagePreloads(routerFile: string): Plugin {
  return {
    name: 'homebid-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [withoutExtension(c.facadeModuleId!), c]));
      const inShell = new Set<OutputChunk>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(bundle, entry, inShell);
      const preloads: PagePreload[] = readRoutePages(routerFile).map((route) => {
        const needed = new Set<OutputChunk>();
        for (const module of route.modules) {
          const chunk = byModule.get(module);
          if (!chunk) this.error(`page-preloads: no chunk for ${module} (route ${route.path})`);
          closure(bundle, chunk, needed);
        }
        const scripts = [...needed].filter((c) => !inShell.has(c));
        const styles = scripts.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
        return { path: route.path, signedIn: route.signedIn, scripts: scripts.map((c) => `/${c.fileName}`), styles: [...new Set(styles)].map((f) => `/${f}`) };
      });
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
