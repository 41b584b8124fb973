/**
 * What a page shows while its code or the sign-in status loads: a plain CSS spinner (global.css), because it
 * shows before antd has loaded, on the sign-in page never at all.
 */
export function FullPageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="page-spinner-dot" />
    </div>
  );
}
