import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ListingType } from '@homebid/shared/schemas/listing';

/** 'Post a Project' with the choice Services / Materials. */
export function PostProjectButton({ onChoose }: { onChoose: (type: ListingType) => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'service', label: 'Services' },
          { key: 'material_supply', label: 'Materials' },
        ],
        onClick: ({ key }) => onChoose(key as ListingType),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        Post a Project <DownOutlined />
      </Button>
    </Dropdown>
  );
}
