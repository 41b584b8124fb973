import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { FirstScreenWhenSettled } from '../../lib/first-screen';
import { useLayoutSettings } from '../../lib/layout-settings';
import { MOTION } from '../../lib/motion';
import { AppHeader } from './app-header';
import { COLLAPSE_BELOW, COLLAPSED_WIDTH, HEADER_HEIGHT, SIDE_MENU_WIDTH, SMALL_WINDOW, TOP_MENU_BELOW } from './layout-constants';
import { useWindowWidth } from './use-window-width';
import { ShellMenu } from './lazy-shell-menu';

// the layout customizer (a drawer) is fetched the first time it opens
const CustomizerDrawer = lazy(() => import('./customizer-drawer').then((m) => ({ default: m.CustomizerDrawer })));

/**
 * The signed-in shell (spec part 1, "Signed-in shell" and section 9): the side menu shows when top-menu
 * mode is off or the window is 991px or narrower, starts collapsed at 1200px or narrower, and at 990px
 * or narrower it hides completely and a menu click closes it again. Plain elements drawn as antd's Layout
 * (`.shell*` in global.css): Layout's code, render and runtime styles were on every signed-in first screen.
 */
export default function ShellLayout() {
  const { settings } = useLayoutSettings();
  const width = useWindowWidth();
  const isSmall = width <= SMALL_WINDOW;
  const shouldCollapse = width <= COLLAPSE_BELOW;
  const showSideMenu = settings.menuMode !== 'top' || width <= TOP_MENU_BELOW;

  const [collapsed, setCollapsed] = useState(shouldCollapse);
  // follow the window across the collapse breakpoint, but keep the user's own toggle in between
  const [lastShouldCollapse, setLastShouldCollapse] = useState(shouldCollapse);
  if (lastShouldCollapse !== shouldCollapse) {
    setLastShouldCollapse(shouldCollapse);
    setCollapsed(shouldCollapse);
  }
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const toggle = () => setCollapsed((c) => !c);
  const overlayOpen = isSmall && !collapsed;

  return (
    <div className="shell">
      <AppHeader
        showTopMenu={!showSideMenu}
        sideMenu={showSideMenu ? { collapsed, onToggle: toggle } : null}
        compact={isSmall}
        onOpenCustomizer={() => setCustomizerOpen(true)}
      />
      <div className="shell-body">
        {showSideMenu && (
          <aside
            id="shell-side-menu"
            className={isSmall ? 'shell-sider shell-sider-overlay' : 'shell-sider'}
            style={{
              width: collapsed ? (isSmall ? 0 : COLLAPSED_WIDTH) : SIDE_MENU_WIDTH,
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              transition: MOTION ? 'width 0.2s' : undefined,
            }}
          >
            {/* on a small window the folded menu has zero width: it is drawn only when opened (a phone's first
                paint skips the menu's render), and never takes keyboard focus while folded */}
            <div inert={isSmall && collapsed}>
              {!(isSmall && collapsed) && <ShellMenu mode="side" collapsed={collapsed} onNavigate={isSmall ? toggle : undefined} />}
            </div>
          </aside>
        )}
        {overlayOpen && <div className="shell-backdrop" role="presentation" onClick={toggle} />}
        <main ref={main} className="shell-content" style={{ padding: isSmall ? 12 : 24 }}>
          <FirstScreenWhenSettled content={main} />
          <Outlet />
        </main>
      </div>
      {customizerOpen && (
        <Suspense fallback={null}>
          <CustomizerDrawer open onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
