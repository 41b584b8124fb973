import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module (and everything only it imports) becomes its own chunk, fetched the
 * first time the component renders. Used for modals, editors and tables a page shows only on demand.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> })) as unknown as M[K];
}
