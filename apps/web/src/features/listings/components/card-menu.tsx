import { MoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MenuButton, type MenuButtonItem } from '../../../components/menu-button';

/** The '…' menu in a project card's corner. */
export function CardMenu({ items, onClick }: { items: MenuButtonItem[]; onClick: (key: string) => void }) {
  return (
    <MenuButton
      align="end"
      items={items}
      onSelect={onClick}
      trigger={(props) => <Button type="text" icon={<MoreOutlined />} aria-label="Project menu" data-testid="card-menu" {...props} />}
    />
  );
}
