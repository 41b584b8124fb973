import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';

export function MemberAvatar({ name, image, size = 40 }: { name: string; image: string | null; size?: number }) {
  return (
    <Avatar size={size} src={image ?? undefined} icon={!image && !name ? <UserOutlined /> : undefined} alt={name}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
