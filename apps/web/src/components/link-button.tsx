import { theme } from 'antd';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  icon?: ReactNode;
}

/**
 * antd's link button (`<Button type="link">`) as a plain button: its look from the theme's tokens (global.css
 * `.link-button` for hover and focus), without the wave, the loading state and the per-instance style work
 * antd's Button does, which a page of cards with two or three each paid on every first render.
 */
export function LinkButton({ icon, children, style, className, ...rest }: LinkButtonProps) {
  const { token } = theme.useToken();
  const colours = { '--link': token.colorLink, '--link-hover': token.colorLinkHover } as CSSProperties;
  return (
    <button type="button" {...rest} className={className ? `link-button ${className}` : 'link-button'} style={{ ...colours, ...style }}>
      {icon}
      {children}
    </button>
  );
}
