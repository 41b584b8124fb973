import { Button, Card, Col, Row, Skeleton, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { MSG } from '@homebid/shared/constants';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from '@homebid/shared/web-paths';
import { Result } from '../../../components/lazy-result';
import { useLiveMyProfile } from '../../../lib/queries/my-profile';
import { ProfileSectionMenu } from '../components/profile-section-menu';
import { ProfileSummaryCard } from '../components/profile-summary-card';

// each section is its own chunk: a visit loads the summary card and the one section it opens (the industry
// picker's Select, the forms' schemas, uploads and the two-factor client only where they show)
const BasicDetailsPage = lazy(() => import('./basic-details-page'));
const BusinessPage = lazy(() => import('./business-page'));
const CertificationPage = lazy(() => import('./certification-page'));
const FeedbackPage = lazy(() => import('./feedback-page'));
const IndustryPage = lazy(() => import('./industry-page'));
const NotificationsPage = lazy(() => import('./notifications-page'));
const SupportRequestsPage = lazy(() => import('../../support/pages/support-requests-page'));
const PasswordPage = lazy(() => import('./password-page'));
const SavedSearchesPage = lazy(() => import('./saved-searches-page'));
const TwoFactorPage = lazy(() => import('./two-factor-page'));

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
          <Suspense
            fallback={
              <Card>
                <Skeleton active />
              </Card>
            }
          >
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
          </Suspense>
        </Col>
      </Row>
    </>
  );
}
