import { Button, Spin, Typography } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { ADMIN_MSG, ROLE_LABELS } from '@homebid/shared/constants/admin';
import type { OperatorMe } from '@homebid/shared/schemas/admin';
import { ADMIN_SECTIONS, adminSectionPath, WEB_PATHS, type AdminSection } from '@homebid/shared/web-paths';
import { ApiError } from '../../../lib/api';
import { useOperatorMe } from '../api/get-operator-me';
import { AdminSectionMenu } from '../components/admin-section-menu';
import { OperatorContext } from '../lib/operator-context';
import { Result } from '../../../components/lazy-result';

type SectionPage = ComponentType;

// each section is its own chunk (the overview's charts only load there); the console itself is a chunk of its
// own that a user who is not HomeBid's staff never downloads (the shell's menu links to it for operators only)
const SECTION_PAGES: Record<AdminSection, SectionPage> = {
  [ADMIN_SECTIONS.overview]: lazy(() => import('./overview-section')),
  [ADMIN_SECTIONS.users]: lazy(() => import('./users-section')),
  [ADMIN_SECTIONS.reports]: lazy(() => import('./reports-section')),
  [ADMIN_SECTIONS.listings]: lazy(() => import('./listings-section')),
  [ADMIN_SECTIONS.support]: lazy(() => import('./support-section')),
  [ADMIN_SECTIONS.disputes]: lazy(() => import('./disputes-section')),
  [ADMIN_SECTIONS.money]: lazy(() => import('./money-section')),
  [ADMIN_SECTIONS.audit]: lazy(() => import('./audit-section')),
};

const loading = <Spin size="large" aria-label="Loading" style={{ display: 'block', margin: '80px auto' }} />;

function NotStaff({ message }: { message: string }) {
  return (
    <Result
      status="403"
      title="Operator console"
      subTitle={message}
      extra={
        <Link to={WEB_PATHS.home}>
          <Button type="primary">Back to Listings</Button>
        </Link>
      }
    />
  );
}

function Console({ me }: { me: OperatorMe }) {
  return (
    <OperatorContext.Provider value={me}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Operator console{' '}
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginInlineStart: 12 }}>
          {me.name} · {ROLE_LABELS[me.role]}
        </Typography.Text>
      </Typography.Title>
      <AdminSectionMenu />
      <Suspense fallback={loading}>
        <Routes>
          <Route index element={<Navigate to={adminSectionPath(ADMIN_SECTIONS.overview)} replace />} />
          {Object.entries(SECTION_PAGES).map(([section, Page]) => (
            <Route key={section} path={section} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={adminSectionPath(ADMIN_SECTIONS.overview)} replace />} />
        </Routes>
      </Suspense>
    </OperatorContext.Provider>
  );
}

/** The operator console at /admin/*, inside the signed-in shell: HomeBid's staff only (the server checks every call). */
export default function AdminArea() {
  const { data: me, error, isPending, refetch } = useOperatorMe();
  if (isPending) return loading;
  if (me) return <Console me={me} />;
  if (error instanceof ApiError && error.status === 403) return <NotStaff message={error.message || ADMIN_MSG.staffOnly} />;
  return <Result status="error" title="Operator console" subTitle={error?.message} extra={<Button onClick={() => void refetch()}>Try again</Button>} />;
}
