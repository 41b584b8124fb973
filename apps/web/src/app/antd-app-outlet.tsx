import IconContext from '@ant-design/icons/es/components/Context';
import { ConfigProvider } from 'antd';
import { type ReactNode, useContext, useMemo } from 'react';
import { Outlet } from 'react-router';
import { StepUpProvider } from '../components/step-up/step-up-provider';
import { ToastsProvider } from '../components/toasts/toasts';
import { useLayoutSettings } from '../lib/layout-settings';
import { getThemeConfig } from './theme-tokens';
// the styles of the components the first screens show, built at build time (build/antd-static-style.ts)
import 'virtual:antd-static-style.css';

const WAVE = { disabled: true };

/**
 * antd for every page but sign-in, which loads without it: the theme and direction of the layout settings
 * (colours that pass WCAG AA contrast in both themes, see theme-tokens.ts) and the message,
 * notification and modal hooks (components/toasts, antd's <App> loaded on first use).
 */
export default function AntdAppOutlet() {
  const { settings } = useLayoutSettings();
  return (
    // no click wave: each press measured its button and drew the wave in a new React root, in the click's own task
    // (Interaction to Next Paint on a phone); buttons keep their hover, active and focus styles
    <ConfigProvider direction={settings.direction} theme={getThemeConfig(settings.theme)} wave={WAVE}>
      <StaticIconStyles>
        <ToastsProvider>
          <StepUpProvider>
            <Outlet />
          </StepUpProvider>
        </ToastsProvider>
      </StaticIconStyles>
    </ConfigProvider>
  );
}

/**
 * antd's icons rely on ConfigProvider's icon reset (built into the stylesheet above; written at runtime in
 * development) instead of each icon writing the same rules from an effect: that write scans <head> per icon,
 * ~55 ms of a card grid's commit at Lighthouse's 4x CPU on My Projects.
 */
function StaticIconStyles({ children }: { children: ReactNode }) {
  const fromConfig = useContext(IconContext);
  const value = useMemo(() => ({ ...fromConfig, zeroRuntime: true }), [fromConfig]);
  return <IconContext.Provider value={value}>{children}</IconContext.Provider>;
}
