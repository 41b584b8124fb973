import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface LightCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** Full-width content above the body (an image), with the card's top corners. */
  cover?: ReactNode;
  /** Buttons in a row along the bottom, split by lines (as antd Card's `actions`). */
  actions?: ReactNode[];
  /** Inner padding of the body in pixels; antd Card's default is 24, its small size 12. */
  padding?: number;
  style?: CSSProperties;
}

/**
 * antd Card's look (container colour, border, large radius, cover, action row) from the theme's tokens, without
 * its code: antd's Card imports Tabs for its tab list, ~12 KB brotli on every page of post cards, which use none.
 */
export function LightCard({ cover, actions, padding = 24, style, children, ...rest }: LightCardProps) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: line,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        overflow: 'hidden',
        ...style,
      }}
    >
      {cover}
      <div style={{ padding }}>{children}</div>
      {actions && actions.length > 0 && (
        <ul style={{ display: 'flex', margin: 0, padding: 0, listStyle: 'none', borderTop: line, background: token.colorBgContainer }}>
          {actions.map((action, index) => (
            <li key={index} style={{ flex: 1, minWidth: 0, margin: `${token.marginSM}px 0`, textAlign: 'center', borderInlineStart: index > 0 ? line : undefined }}>
              {action}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
