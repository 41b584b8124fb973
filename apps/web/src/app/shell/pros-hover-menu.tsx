import { DownOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { USER_TYPE_LABELS } from '@homebid/shared/constants';
import { MenuButton } from '../../components/menu-button';

// The spec's hover menu has placeholder links only: there is no directory of professionals yet.
const items = [
  { key: 'contractor', label: USER_TYPE_LABELS.contractor },
  { key: 'supplier', label: USER_TYPE_LABELS.supplier },
];

/** A menu opening on hover (or click, for keyboards and touch) with the two professional types. */
export function ProsHoverMenu({ compact }: { compact: boolean }) {
  return (
    <MenuButton
      openOnHover
      items={items}
      onSelect={(key) => window.location.assign(`#${key}`)}
      trigger={(props) => (
        <Button type="text" aria-label="Professionals" icon={compact ? <TeamOutlined /> : undefined} {...props}>
          {compact ? null : 'Professionals'} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      )}
    />
  );
}
