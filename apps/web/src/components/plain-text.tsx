import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface PlainTextProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The element: a span by default, a heading or paragraph where the outline needs one. */
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3';
  secondary?: boolean;
  /** A status colour, as antd Typography's `type`. */
  type?: 'success' | 'warning' | 'danger';
  strong?: boolean;
  /** Cut to this many lines with an ellipsis (CSS line clamp; the full text stays in the DOM). */
  lines?: number;
  style?: CSSProperties;
  children?: ReactNode;
}

const HEADING_LEVEL = { h1: 1, h2: 2, h3: 3 } as const;
const TYPE_COLOUR = { success: 'colorSuccessText', warning: 'colorWarningText', danger: 'colorErrorText' } as const;

/**
 * antd Typography's look (heading sizes and weight, secondary colour, strong, ellipsis by line clamp) from the theme's
 * tokens. Typography's own code measures and copies and edits (~5 KB brotli); the post cards and the shell need none of it.
 */
export function PlainText({ as: Element = 'span', secondary, type, strong, lines, style, children, ...rest }: PlainTextProps) {
  const { token } = theme.useToken();
  const level = HEADING_LEVEL[Element as keyof typeof HEADING_LEVEL];
  const heading: CSSProperties = level
    ? {
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
      }
    : { margin: 0 };
  const clamp: CSSProperties =
    lines === 1
      ? { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
      : lines
        ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }
        : {};
  return (
    <Element
      {...rest}
      style={{
        ...heading,
        ...(secondary ? { color: token.colorTextSecondary } : {}),
        ...(type ? { color: token[TYPE_COLOUR[type]] } : {}),
        ...(strong ? { fontWeight: token.fontWeightStrong } : {}),
        ...clamp,
        ...style,
      }}
    >
      {children}
    </Element>
  );
}
