import { ExclamationCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Suspense, useState } from 'react';
import { hiddenByHomeBidText } from '@homebid/shared/constants/moderation';
import { SUPPORT_TEXT } from '@homebid/shared/constants/support';
import { LinkButton } from '../../../components/link-button';
import { lazyNamed } from '../../../lib/lazy-named';
import { hiddenListingSupportSubject } from '../lib/hidden-listing';

// loaded when the owner replies: it brings the form and zod
const SupportRequestModal = lazyNamed(() => import('../../support/components/support-request-modal'), 'SupportRequestModal');

/**
 * On the owner's card in My Projects when HomeBid hid the listing: 'Hidden by HomeBid: <reason>', and 'Contact
 * Support' to reply, its subject naming the listing. Drawn from the theme's tokens like the card around it.
 */
export function HiddenListingNotice({ reason, title }: { reason: string; title: string }) {
  const { token } = theme.useToken();
  const [isSupportOpen, setSupportOpen] = useState(false);
  const [isSupportLoaded, setSupportLoaded] = useState(false);
  const openSupport = () => {
    setSupportLoaded(true);
    setSupportOpen(true);
  };
  return (
    <div
      data-testid="hidden-by-homebid"
      style={{
        display: 'flex',
        gap: token.marginXS,
        alignItems: 'flex-start',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorWarningBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorWarningBg,
        color: token.colorText,
      }}
    >
      <ExclamationCircleOutlined aria-hidden style={{ color: token.colorWarning, marginTop: 4 }} />
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <div>{hiddenByHomeBidText(reason)}</div>
        <LinkButton onClick={openSupport} aria-label={`${SUPPORT_TEXT.menuItem} about ${title}`}>
          {SUPPORT_TEXT.menuItem}
        </LinkButton>
      </div>
      {isSupportLoaded && (
        <Suspense fallback={null}>
          <SupportRequestModal open={isSupportOpen} onClose={() => setSupportOpen(false)} initialSubject={hiddenListingSupportSubject(title)} />
        </Suspense>
      )}
    </div>
  );
}
