import { ADMIN_SECTIONS, type AdminSection } from '@homebid/shared/web-paths';

/** The console's sections in menu order, with their titles (each page's h2). */
export const ADMIN_SECTION_TITLES: Record<AdminSection, string> = {
  [ADMIN_SECTIONS.overview]: 'Overview',
  [ADMIN_SECTIONS.users]: 'Users',
  [ADMIN_SECTIONS.reports]: 'Reports',
  [ADMIN_SECTIONS.listings]: 'Listings',
  [ADMIN_SECTIONS.support]: 'Support',
  [ADMIN_SECTIONS.disputes]: 'Disputes',
  [ADMIN_SECTIONS.money]: 'Money',
  [ADMIN_SECTIONS.audit]: 'Audit log',
};

/** The section a console path shows ('/admin/users' -> 'users'), or undefined. */
export function sectionOf(pathname: string): AdminSection | undefined {
  const name = pathname.split('/')[2];
  return (Object.values(ADMIN_SECTIONS) as string[]).includes(name ?? '') ? (name as AdminSection) : undefined;
}
