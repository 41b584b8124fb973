import { LockOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { CONTACT_HIDDEN_NOTICE } from '@homebid/shared/domain/contact-masking';
import { PlainText } from './plain-text';

/**
 * Why the other side's text reads '[hidden until hired]': shown once under text in which the server hid contact
 * details (the API's `contactHidden`), since paying through HomeBid keeps the money protected.
 */
export function ContactHiddenNotice({ style }: { style?: CSSProperties }) {
  return (
    <PlainText as="p" secondary role="note" data-testid="contact-hidden-notice" style={{ fontSize: 12, maxWidth: 480, ...style }}>
      <LockOutlined aria-hidden /> {CONTACT_HIDDEN_NOTICE}
    </PlainText>
  );
}
