import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * The head with its stylesheets before its scripts. Vite writes the entry script and its module preloads first and
 * the stylesheet last, but the stylesheet is what the first paint waits for (the server's first screen, the boot
 * splash), and on a phone's few connections requests go out in document order. Scripts run after the parse anyway.
 */
export function moveStylesFirst(html: string): string {
  const styles = html.match(STYLESHEET);
  const firstScript = html.search(/[ \t]*<(script|link rel="modulepreload")\b/);
  if (!styles || firstScript < 0 || firstScript > html.indexOf('</head>')) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.search(/[ \t]*<(script|link rel="modulepreload")\b/);
  return rest.slice(0, at) + styles.map((tag) => (tag.endsWith('\n') ? tag : `${tag}\n`)).join('') + rest.slice(at);
}

/** Vite plugin: moveStylesFirst on the built index.html. */
export function stylesFirst(): Plugin {
  return { name: 'homebid-styles-first', apply: 'build', transformIndexHtml: { order: 'post', handler: moveStylesFirst } };
}
