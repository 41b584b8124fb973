import { Button, Card, Col, Result, Row, Spin } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from '@homebid/shared/web-paths';
import { useLiveMyProfile } from '../../../lib/queries/my-profile';
import { ProfileSectionMenu } from '../components/profile-section-menu';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import BasicDetailsPage from './basic-details-page';
import BusinessPage from './business-page';
import CertificationPage from './certification-page';
import FeedbackPage from './feedback-page';
import IndustryPage from './industry-page';
import NotificationsPage from './notifications-page';
import SupportRequestsPage from '../../support/pages/support-requests-page';
import PasswordPage from './password-page';
import SavedSearchesPage from './saved-searches-page';
import TwoFactorPage from './two-factor-page';

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return <Result status="error" title="Error" subTitle={MSG.profileLoadError} extra={<Button onClick={onRetry}>Try again</Button>} />;
}

/**
 * The profile area at /v1/profile/*: a summary card beside the sub-page. The profile is kept live
 * (refetched on focus, every 30 s and after every change); /password needs no profile data.
 */
export default function ProfileArea() {
  const { data: me, isPending, refetch } = useLiveMyProfile();
  const { pathname } = useLocation();
  const isPasswordPage = pathname.replace(/\/+$/, '') === profileSectionPath(PROFILE_SECTIONS.password);

  // a failed background refresh keeps showing the last good data; only a profile never loaded is an error
  if (!isPasswordPage && !me) {
    if (isPending) return <Spin size="large" aria-label="Loading" style={{ display: 'block', margin: '80px auto' }} />;
    return <ProfileLoadError onRetry={() => void refetch()} />;
  }

  return (
    <>
      {/* the page's title for screen readers and the outline; the card and the section show who and where */}
      <h1 className="sr-only">Profile</h1>
      <Row gutter={[24, 24]} align="top">
        <Col xs={24} lg={8} xxl={6}>
          {me ? (
            <ProfileSummaryCard me={me} />
          ) : (
            <Card>
              <ProfileSectionMenu />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={16} xxl={18}>
          <Routes>
            {me && <Route index element={<BasicDetailsPage me={me} />} />}
            {me && <Route path={PROFILE_SECTIONS.basicDetails} element={<BasicDetailsPage me={me} />} />}
            {me && <Route path={PROFILE_SECTIONS.industry} element={<IndustryPage me={me} />} />}
            {me && <Route path={PROFILE_SECTIONS.business} element={<BusinessPage me={me} />} />}
            <Route path={PROFILE_SECTIONS.certification} element={<CertificationPage />} />
            <Route path={PROFILE_SECTIONS.feedback} element={<FeedbackPage />} />
            <Route path={PROFILE_SECTIONS.password} element={<PasswordPage />} />
            <Route path={PROFILE_SECTIONS.twoFactor} element={<TwoFactorPage />} />
            <Route path={PROFILE_SECTIONS.notifications} element={<NotificationsPage />} />
            <Route path={PROFILE_SECTIONS.support} element={<SupportRequestsPage />} />
            <Route path={PROFILE_SECTIONS.savedSearches} element={<SavedSearchesPage />} />
            <Route path="*" element={<Navigate to={WEB_PATHS.profile} replace />} />
          </Routes>
        </Col>
      </Row>
    </>
  );
}
