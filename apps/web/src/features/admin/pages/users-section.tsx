import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { UserPage } from '../components/user-page';
import { UserSearchList } from '../components/user-search-list';

/** /admin/users: search users by name, e-mail or phone, or one user's page (`?id=`) with what an admin may do. */
export default function UsersSection() {
  const [params] = useSearchParams();
  const userId = params.get('id')?.trim();
  return (
    <section aria-labelledby="users-title">
      <Typography.Title level={2} id="users-title" style={{ fontSize: 20 }}>
        Users
      </Typography.Title>
      {userId ? <UserPage key={userId} userId={userId} /> : <UserSearchList />}
    </section>
  );
}
