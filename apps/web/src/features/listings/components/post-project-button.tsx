import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ListingType } from '@homebid/shared/schemas/listing';
import { MenuButton } from '../../../components/menu-button';

/** 'Post a Project' with the choice Services / Materials. */
export function PostProjectButton({ onChoose }: { onChoose: (type: ListingType) => void }) {
  return (
    <MenuButton
      align="end"
      items={[
        { key: 'service', label: 'Services' },
        { key: 'material_supply', label: 'Materials' },
      ]}
      onSelect={(key) => onChoose(key as ListingType)}
      trigger={(props) => (
        <Button type="primary" icon={<PlusOutlined />} {...props}>
          Post a Project <DownOutlined />
        </Button>
      )}
    />
  );
}
