import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface LightCardProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'title'> {
  /** The element: a div, or an article for a self-contained item of a list (a post card, named by its title). */
  as?: 'div' | 'article';
  /** Full-width content above the body (an image), with the card's top corners. */
  cover?: ReactNode;
  /** Buttons in a row along the bottom, split by lines (as antd Card's `actions`). */
  actions?: ReactNode[];
  /** Inner padding of the body in pixels; antd Card's default is 24, its small size 12. */
  padding?: number;
  /** A header row over the body (antd Card's small header): the title, and `extra` at its end. */
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
}

/**
 * antd Card's look (container colour, border, large radius, header, cover, action row) from the theme's tokens,
 * without its code: antd's Card imports Tabs for its tab list, ~13 KB brotli on every page of cards, which use none.
 */
export function LightCard({ as: Element = 'div', cover, actions, padding = 24, title, extra, style, children, ...rest }: LightCardProps) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <Element
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
      {(title || extra) && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: token.fontSize * token.lineHeight + token.paddingXS * 2,
            padding: `0 ${padding}px`,
            borderBottom: line,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
          }}
        >
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
          {extra}
        </div>
      )}
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
    </Element>
  );
}
