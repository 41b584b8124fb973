import { App } from 'antd';
import { Outlet } from 'react-router';

/** antd's <App> (message, notification and modal hooks) for every page but sign-in, which loads without it. */
export default function AntdAppOutlet() {
  return (
    <App>
      <Outlet />
    </App>
  );
}
