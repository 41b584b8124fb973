import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazy dialog (lib/lazy-named.ts) from the first time it opens on, so a page loads its code on first use
 * and a visit that never opens it does without; kept mounted afterwards, so closing still animates.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
