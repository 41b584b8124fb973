import { BankOutlined, IdcardOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useId, useRef, useState, type CSSProperties, type ComponentType, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { BadgeId } from '@homebid/shared/domain/badges';
import { BADGE_TEXT, describeBadge } from '@homebid/shared/constants/badges';

const ICONS: Record<BadgeId, ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>> = {
  phone_verified: PhoneOutlined,
  identity_verified: IdcardOutlined,
  payouts_ready: BankOutlined,
  license_verified: SafetyCertificateOutlined,
};

const BUBBLE_WIDTH = 260;
const MARGIN = 8;

interface VerifiedBadgesProps {
  badges: readonly BadgeId[];
  /** Icons only (each still named for screen readers): for narrow places such as post cards and lists. */
  compact?: boolean;
  style?: CSSProperties;
}

/**
 * A user's verified badges (computed by the server) next to their name: icon and label, or icons only when compact.
 * Each badge is a button that explains itself in a bubble on hover, on tap (phones have no hover) and on Enter or
 * Space, and names itself with its explanation ('Phone verified: this user confirmed...'). Plain elements rather
 * than antd's Popover, which a page of twenty post cards would pay for on its first render (as components/plain-avatar.tsx).
 * Clicks and keys stop here, so a badge inside a clickable row does not also open the row.
 */
export function VerifiedBadges({ badges, compact = false, style }: VerifiedBadgesProps) {
  if (badges.length === 0) return null;
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <span
      role="list"
      aria-label="Verified badges"
      data-testid="verified-badges"
      onClick={stop}
      onKeyDown={stop}
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, minWidth: 0, ...style }}
    >
      {badges.map((id) => (
        <span role="listitem" key={id} style={{ display: 'inline-flex' }}>
          <VerifiedBadge id={id} compact={compact} />
        </span>
      ))}
    </span>
  );
}

function VerifiedBadge({ id, compact }: { id: BadgeId; compact: boolean }) {
  const { token } = theme.useToken();
  // 'hover' closes when the pointer leaves; 'pinned' (a tap, a click, a key) stays until the next tap, Escape or scroll
  const [open, setOpen] = useState<'hover' | 'pinned' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const bubbleId = useId();
  const Icon = ICONS[id];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!button.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    const close = () => setOpen(null);
    document.addEventListener('pointerdown', closeOutside);
    // capture: VerifiedBadges stops a key's way up at the badge, before it would reach the document
    document.addEventListener('keydown', closeOnEscape, true);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape, true);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  // read only when the bubble opens: reading the window's size lays out the page first, and a page draws many badges
  const rect = open ? button.current?.getBoundingClientRect() : undefined;
  const width = rect ? Math.min(BUBBLE_WIDTH, window.innerWidth - 2 * MARGIN) : 0;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="verified-badge"
        aria-label={describeBadge(id)}
        aria-expanded={open === 'pinned'}
        aria-controls={open ? bubbleId : undefined}
        data-badge={id}
        onMouseEnter={() => setOpen((was) => was ?? 'hover')}
        onMouseLeave={() => setOpen((was) => (was === 'hover' ? null : was))}
        onClick={() => setOpen((was) => (was === 'pinned' ? null : 'pinned'))}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          // icons alone get a larger target (about 24 px), as a finger needs
          padding: compact ? '3px 5px' : `0 ${token.paddingXXS + 3}px`,
          font: 'inherit',
          fontSize: token.fontSizeSM,
          lineHeight: `${token.fontSizeSM * token.lineHeightSM}px`,
          whiteSpace: 'nowrap',
          color: token.colorText,
          background: token.colorSuccessBg,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorSuccessBorder}`,
          borderRadius: token.borderRadiusSM,
          cursor: 'pointer',
        }}
      >
        <Icon aria-hidden style={{ color: token.colorSuccessText, fontSize: compact ? token.fontSize : undefined }} />
        {!compact && <span aria-hidden="true">{BADGE_TEXT[id].label}</span>}
      </button>
      {open &&
        rect &&
        createPortal(
          <span
            id={bubbleId}
            role="tooltip"
            data-testid="badge-explanation"
            style={{
              position: 'fixed',
              zIndex: token.zIndexPopupBase + 100,
              // below the badge, or above it near the bottom of the screen
              ...(rect.bottom > window.innerHeight - 140 ? { bottom: window.innerHeight - rect.top + 6 } : { top: rect.bottom + 6 }),
              left: Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN)),
              width,
              boxSizing: 'border-box',
              padding: '8px 12px',
              // portalled to the body, outside the shell that sets the app's font
              fontFamily: token.fontFamily,
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
              color: token.colorText,
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            <strong style={{ display: 'block' }}>{BADGE_TEXT[id].label}</strong>
            {BADGE_TEXT[id].explanation}
          </span>,
          document.body,
        )}
    </>
  );
}
