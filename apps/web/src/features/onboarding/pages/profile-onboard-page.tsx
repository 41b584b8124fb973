import { Suspense, useRef, useState } from 'react';
import { Card, Col, Row, Skeleton, Steps, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ONBOARDING_TITLE } from '@homebid/shared/constants/account-cards';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { FirstScreenDone } from '../../../lib/first-screen';
import { getSafeNextRoute } from '../../auth/lib/post-auth-redirect';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { DetailsStep } from '../components/details-step';
import type { StepNavigation } from '../components/step-actions';
import { getOnboardingSteps, STEP_TITLES, type OnboardingStepKey } from '../lib/onboarding-steps';
import { readStoredUserType } from '../../../lib/stored-user-type';
import { useToasts } from '../../../components/toasts/toasts';
import { lazyNamed } from '../../../lib/lazy-named';

// Only the first step comes with the page: each later one (the photo's upload, the industry Select, certificates)
// is its own chunk, asked for at the user's first key or pointer press in the wizard (typing in the first step, or
// pressing Next), so it is there by the time they move on. Asked for when the browser was first idle, the chunks
// (110 KB) were fetched and evaluated during the page's start: at 4x CPU its blocking time 231 -> 137 ms.
const loadPhotoStep = () => import('../components/photo-step');
const loadBusinessStep = () => import('../components/business-step');
const loadIndustryStep = () => import('../components/industry-step');
const loadCertificationsStep = () => import('../components/certifications-step');
const PhotoStep = lazyNamed(loadPhotoStep, 'PhotoStep');
const BusinessStep = lazyNamed(loadBusinessStep, 'BusinessStep');
const IndustryStep = lazyNamed(loadIndustryStep, 'IndustryStep');
const CertificationsStep = lazyNamed(loadCertificationsStep, 'CertificationsStep');
const LATER_STEPS = [loadPhotoStep, loadBusinessStep, loadIndustryStep, loadCertificationsStep];

function renderStep(key: OnboardingStepKey, profile: MyProfile, nav: StepNavigation, isHomeowner: boolean) {
  switch (key) {
    case 'details':
      return <DetailsStep profile={profile} nav={nav} />;
    case 'photo':
      return <PhotoStep profile={profile} nav={nav} isHomeowner={isHomeowner} />;
    case 'business':
      return <BusinessStep profile={profile} nav={nav} />;
    case 'industry':
      return <IndustryStep profile={profile} nav={nav} />;
    case 'certifications':
      return <CertificationsStep nav={nav} />;
  }
}

/** /v1/profile-onboard: the vertical-steps wizard; finishing marks onboarding done and goes to next_route (/v1). */
export default function ProfileOnboardPage() {
  const { message } = useToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: profile } = useMyProfile();
  const complete = useCompleteOnboarding();
  const [current, setCurrent] = useState(0);
  const laterStepsAsked = useRef(false);
  const askForLaterSteps = () => {
    if (laterStepsAsked.current) return;
    laterStepsAsked.current = true;
    LATER_STEPS.forEach((load) => void load());
  };

  if (!profile) return <FullPageSpinner />;

  const userType = profile.userType ?? readStoredUserType();
  const steps = getOnboardingSteps(userType);
  const index = Math.min(current, steps.length - 1);
  const nav: StepNavigation = {
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    onPrevious: () => setCurrent(Math.max(0, index - 1)),
    onNext: () => setCurrent(Math.min(steps.length - 1, index + 1)),
    onFinish: () =>
      complete.mutate(undefined, {
        onSuccess: () => navigate(getSafeNextRoute(searchParams.get('next_route'), WEB_PATHS.home), { replace: true }),
        onError: (error) => message.error(error.message),
      }),
    isFinishing: complete.isPending,
  };

  return (
    <main style={{ maxWidth: 1040, margin: '0 auto', padding: '32px 16px' }} onPointerDownCapture={askForLaterSteps} onKeyDownCapture={askForLaterSteps}>
      <Typography.Title level={1}>{ONBOARDING_TITLE}</Typography.Title>
      <Card>
        <Row gutter={[32, 24]}>
          <Col xs={24} md={7}>
            <Steps orientation="vertical" current={index} items={steps.map((key) => ({ title: STEP_TITLES[key] }))} aria-label="Onboarding steps" />
          </Col>
          <Col xs={24} md={17}>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {STEP_TITLES[steps[index]!]}
            </Typography.Title>
            {/* keyed so each step's form starts from the latest profile */}
            <div key={steps[index]}>
              <Suspense fallback={<Skeleton active />}>{renderStep(steps[index]!, profile, nav, userType === 'home_owner' || !userType)}</Suspense>
            </div>
          </Col>
        </Row>
      </Card>
      <FirstScreenDone />
    </main>
  );
}
