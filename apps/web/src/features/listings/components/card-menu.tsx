import { MoreOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { MenuButton, type MenuButtonItem } from '../../../components/menu-button';

/** The '…' menu in a project card's corner (and in the details dialog: `inDialog` draws a line around it there). */
export function CardMenu({ items, onClick, inDialog }: { items: MenuButtonItem[]; onClick: (key: string) => void; inDialog?: boolean }) {
  const { token } = theme.useToken();
  return (
    <MenuButton
      align="end"
      items={items}
      onSelect={onClick}
      // a dialog's background is the menu's own: a line sets them apart
      menuStyle={inDialog ? { border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}` } : undefined}
      trigger={(props) => <Button type="text" icon={<MoreOutlined />} aria-label="Project menu" data-testid="card-menu" {...props} />}
    />
  );
}
