import { Spin } from 'antd';
import { FALLBACK, MSG } from '@homebid/shared/constants';
import { summarizeRating } from '@homebid/shared/domain/rating';
import { RatingSummary } from '../../feedback/components/rating-summary';
import { useTestimonials } from '../api/list-testimonials';
import { ProfileSectionCard } from '../components/profile-section-card';
import { TestimonialList } from '../components/testimonial-list';
import { Result } from '../../../components/lazy-result';

/** Testimonials other users left for this user ('No Feedback' when none). */
export default function FeedbackPage() {
  const { data, isPending, isError } = useTestimonials();
  return (
    <ProfileSectionCard title="Feedback">
      {isPending ? (
        <Spin aria-label="Loading" style={{ display: 'block', margin: '24px auto' }} />
      ) : isError ? (
        <Result status="error" title="Error" subTitle={MSG.profileLoadError} />
      ) : (
        <>
          {data.length > 0 && (
            <div style={{ paddingBottom: 8, borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
              <RatingSummary rating={summarizeRating(data.map((t) => t.stars))} size={20} />
            </div>
          )}
          <TestimonialList testimonials={data} emptyText={FALLBACK.feedback} />
        </>
      )}
    </ProfileSectionCard>
  );
}
