import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** How many rows a list holds: '1 ticket', '12 tickets'. */
export const countText = (total: number, noun: string) => (total === 1 ? `1 ${noun}` : `${total} ${noun}s`);

/**
 * The count beside a list's filters. A live region, so a screen reader hears the new count after each search or
 * filter without moving to it. A list that keeps the last page while the next loads passes '' meanwhile, so the
 * count never names the last search's rows.
 */
export function CountText({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ alignSelf: 'center' }} aria-live="polite">
      {children}
    </Typography.Text>
  );
}
