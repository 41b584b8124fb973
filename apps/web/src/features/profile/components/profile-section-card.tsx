import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The frame of one profile sub-page; on a phone its button ('Add Certification') goes under the title if need be. */
export function ProfileSectionCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="profile-section-card" title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>} extra={extra}>
      {children}
    </Card>
  );
}
