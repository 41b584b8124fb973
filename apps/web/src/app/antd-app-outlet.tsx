import { ConfigProvider } from 'antd';
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
      <ToastsProvider>
        <StepUpProvider>
          <Outlet />
        </StepUpProvider>
      </ToastsProvider>
    </ConfigProvider>
  );
}

