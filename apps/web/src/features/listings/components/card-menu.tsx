import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

/** The '…' menu in a project card's corner. */
export function CardMenu({ items, onClick }: { items: NonNullable<MenuProps['items']>; onClick: (key: string) => void }) {
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onClick(key) }}>
      <Button type="text" icon={<MoreOutlined />} aria-label="Project menu" data-testid="card-menu" />
    </Dropdown>
  );
}
