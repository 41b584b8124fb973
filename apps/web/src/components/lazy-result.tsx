import { lazy, Suspense, type ComponentProps } from 'react';
import { FirstScreenDone } from '../lib/first-screen';

const AntdResult = lazy(() => import('antd/es/result'));

/**
 * antd's Result (a page's error or not-found state) fetched when one shows: its illustrations are ~9 KB brotli
 * that a page which loads fine never needs.
 */
export function Result(props: ComponentProps<typeof AntdResult>) {
  return (
    <Suspense fallback={null}>
      <FirstScreenDone />
      <AntdResult {...props} />
    </Suspense>
  );
}
