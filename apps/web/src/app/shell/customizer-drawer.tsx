import { Drawer, Flex, Switch, Typography } from 'antd';
import { useLayoutSettings } from '../../lib/layout-settings';

function SettingRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Flex justify="space-between" align="center" gap={16}>
      <Typography.Text id={id}>{label}</Typography.Text>
      <Switch aria-labelledby={id} checked={checked} onChange={onChange} />
    </Flex>
  );
}

/** Layout switches: theme, text direction and menu placement (kept in local storage). */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings, update } = useLayoutSettings();
  const placement = settings.direction === 'rtl' ? 'left' : 'right';
  return (
    <Drawer title="Customizer" open={open} onClose={onClose} placement={placement} size={320}>
      <Flex vertical gap={20}>
        <SettingRow id="setting-dark" label="Dark theme" checked={settings.theme === 'dark'} onChange={(on) => update({ theme: on ? 'dark' : 'light' })} />
        <SettingRow id="setting-rtl" label="Right to left" checked={settings.direction === 'rtl'} onChange={(on) => update({ direction: on ? 'rtl' : 'ltr' })} />
        <SettingRow id="setting-top-menu" label="Top menu" checked={settings.menuMode === 'top'} onChange={(on) => update({ menuMode: on ? 'top' : 'side' })} />
        <Typography.Text type="secondary">The top menu shows on windows wider than 991px; narrower windows use the side menu.</Typography.Text>
      </Flex>
    </Drawer>
  );
}
