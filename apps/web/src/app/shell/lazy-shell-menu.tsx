import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const Menu = lazyNamed(() => import('./shell-menu'), 'ShellMenu');

/**
 * The navigation menu (antd's Menu) in a chunk of its own: a phone shows it only when opened, so its first
 * page does without Menu's code; a wide window asks for it with the shell and draws it when it arrives.
 */
export function ShellMenu(props: ComponentProps<typeof Menu>) {
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
