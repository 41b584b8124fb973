import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type { ReportTarget } from '../lib/report-target';

// fetched the first time someone reports: the pages with a 'Report' item do not carry the dialog's form
const ReportDialog = lazyNamed(() => import('./report-dialog'), 'ReportDialog');

/**
 * The 'Report' dialog of a menu: `openReport(target)` opens it, `dialog` is the element to render (nothing until the
 * first report). It stays mounted once opened, so antd's Modal gives the focus back to the menu's button on close.
 */
export function useReportDialog(): { openReport: (target: ReportTarget) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [isOpen, setOpen] = useState(false);
  const openReport = useCallback((next: ReportTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const dialog = target && (
    <Suspense fallback={null}>
      <ReportDialog target={target} open={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  );
  return { openReport, dialog };
}
