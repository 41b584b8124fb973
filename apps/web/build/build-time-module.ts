import type { Plugin } from 'vite';

/**
 * A virtual module (`import x from '<id>'`) whose source is made at build time by `build`; in development it is
 * `devSource`, so the dev server starts without the work.
 */
export function buildTimeModule(name: string, id: string, build: () => Promise<string>, devSource: string): Plugin {
  const resolvedId = `\0${id}`;
  let isBuild = false;
  return {
    name,
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: (requested) => (requested === id ? resolvedId : undefined),
    load: (requested) => (requested !== resolvedId ? undefined : isBuild ? build() : devSource),
  };
}
