import { ListOrItemSection } from '../components/section-frame';
import { UserPage } from '../components/user-page';
import { UserSearchList } from '../components/user-search-list';

/** /admin/users: search users by name, e-mail or phone, or one user's page (`?id=`) with what an admin may do. */
export default function UsersSection() {
  return <ListOrItemSection name="users" title="Users" list={<UserSearchList />} item={(id) => <UserPage userId={id} />} />;
}
