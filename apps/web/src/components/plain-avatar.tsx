import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';

/**
 * antd's Avatar look (a circle with the picture, or a person icon) as plain elements: antd's Avatar module brings
 * its Group, and with it Popover and Tooltip, to every page that shows one avatar.
 */
export function PlainAvatar({ src, size, alt = '' }: { src?: string | null; size: number; alt?: string }) {
  const { token } = theme.useToken();
  return (
    <span
      // the person icon stands for the named person, or is decoration when the name is next to it
      {...(src ? {} : alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        fontSize: size / 2,
        color: token.colorTextLightSolid,
        background: token.colorTextPlaceholder,
      }}
    >
      {src ? <img src={src} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} /> : <UserOutlined />}
    </span>
  );
}
