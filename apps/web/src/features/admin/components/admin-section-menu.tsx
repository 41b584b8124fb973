import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_SECTIONS, adminSectionPath } from '@homebid/shared/web-paths';
import { ADMIN_SECTION_TITLES, sectionOf } from '../lib/admin-sections';

/**
 * The console's sections as a row of links that wraps on a phone. Not antd's horizontal Menu: it folds what does
 * not fit into a "…" item whose hidden links stay focusable (axe's aria-hidden-focus at 360 px).
 */
export function AdminSectionMenu() {
  const { pathname } = useLocation();
  const selected = sectionOf(pathname);
  const { token } = theme.useToken();
  const link = (isCurrent: boolean): CSSProperties => ({
    display: 'inline-block',
    padding: '4px 12px',
    borderRadius: token.borderRadius,
    color: isCurrent ? token.colorPrimaryText : token.colorText,
    background: isCurrent ? token.colorPrimaryBg : undefined,
    fontWeight: isCurrent ? 600 : undefined,
  });
  return (
    <nav aria-label="Operator console" style={{ marginBottom: 16, borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingBottom: 8 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {Object.values(ADMIN_SECTIONS).map((section) => (
          <li key={section}>
            <Link to={adminSectionPath(section)} aria-current={section === selected ? 'page' : undefined} style={link(section === selected)}>
              {ADMIN_SECTION_TITLES[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
