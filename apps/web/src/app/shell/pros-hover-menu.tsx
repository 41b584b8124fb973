import { DownOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { USER_TYPE_LABELS } from '@homebid/shared/constants';

// The spec's hover menu has placeholder links only: there is no directory of professionals yet.
const items: MenuProps['items'] = [
  { key: 'contractor', label: <a href="#contractor">{USER_TYPE_LABELS.contractor}</a> },
  { key: 'supplier', label: <a href="#supplier">{USER_TYPE_LABELS.supplier}</a> },
];

/** A menu opening on hover (or click, for keyboards and touch) with the two professional types. */
export function ProsHoverMenu({ compact }: { compact: boolean }) {
  return (
    <Dropdown trigger={['hover', 'click']} menu={{ items }}>
      <Button type="text" aria-label="Professionals" icon={compact ? <TeamOutlined /> : undefined}>
        {compact ? null : 'Professionals'} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
