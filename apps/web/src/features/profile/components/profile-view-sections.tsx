import { Collapse, Flex, Tag, Typography } from 'antd';
import { FALLBACK } from '@homebid/shared/constants';
import type { PublicProfile } from '@homebid/shared/schemas/profile';
import { CertificateList } from './certificate-list';
import { TestimonialList } from './testimonial-list';

function Fallback({ text }: { text: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

function CompanyDetails({ business }: { business: PublicProfile['business'] }) {
  if (!business.name && !business.address && !business.url) return <Fallback text={FALLBACK.business} />;
  const href = business.url && (/^https?:\/\//i.test(business.url) ? business.url : `https://${business.url}`);
  return (
    <Flex vertical gap={4}>
      {business.name && <Typography.Text strong>{business.name}</Typography.Text>}
      {business.address && <Typography.Text>{business.address}</Typography.Text>}
      {href && (
        <Typography.Link href={href} target="_blank" rel="noopener noreferrer nofollow">
          {business.url}
        </Typography.Link>
      )}
    </Flex>
  );
}

/** The collapsible sections of the Profile view modal: Industry, Company Details, Certificates, Feedback. */
export function ProfileViewSections({ profile }: { profile: PublicProfile }) {
  return (
    <Collapse
      defaultActiveKey={['industry']}
      items={[
        {
          key: 'industry',
          label: 'Industry',
          children: profile.industries.length ? (
            <Flex wrap gap={6}>
              {profile.industries.map((industry) => <Tag key={industry}>{industry}</Tag>)}
            </Flex>
          ) : (
            <Fallback text="No Industry Selected" />
          ),
        },
        { key: 'company', label: 'Company Details', children: <CompanyDetails business={profile.business} /> },
        {
          key: 'certificates',
          label: 'Certificates',
          children: profile.certificates.length ? (
            <CertificateList certificates={profile.certificates} emptyText={FALLBACK.certificates} />
          ) : (
            <Fallback text={FALLBACK.certificates} />
          ),
        },
        {
          key: 'feedback',
          label: 'Feedback',
          children: profile.testimonials.length ? (
            <TestimonialList testimonials={profile.testimonials} emptyText={FALLBACK.feedback} />
          ) : (
            <Fallback text={FALLBACK.feedback} />
          ),
        },
      ]}
    />
  );
}
