import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

/**
 * Several post images as a carousel: a scroll-snap strip (swipe on a phone) with 'Previous image' / 'Next image'
 * buttons and position dots. Native scrolling instead of antd's Carousel (react-slick and antd Image, 11 KB brotli
 * that every page of post cards fetched): only the first image loads at once, the others lazily as they come near.
 *
 * The keyboard reaches it as the WAI-ARIA Authoring Practices' carousel: the carousel is a group named after the
 * post, the strip takes the focus (Tab) named by the image it shows, and the arrow keys (Home, End) move it; the
 * buttons come next. A scrolling strip no key could reach was axe's `scrollable-region-focusable`.
 */
export function PostCarousel({ urls, title, style, eager }: { urls: string[]; title: string; style: CSSProperties; eager: boolean }) {
  const { token } = theme.useToken();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = urls.length;

  const show = (next: number) => {
    const track = trackRef.current;
    if (!track) return;
    // each image is one track wide; right-to-left, scroll positions count down from 0
    const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollTo({ left: sign * ((next + count) % count) * track.clientWidth, behavior: 'smooth' });
  };
  // the arrow keys move the strip as seen (right to left, ArrowLeft goes on), Home and End to either end; the arrows
  // stop at the ends (the buttons wrap around), so holding a key does not spin it
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const moves: Record<string, number> = { [forward]: index + 1, [forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight']: index - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(Math.max(0, Math.min(count - 1, moves[event.key])));
  };
  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setIndex(Math.min(count - 1, Math.round(Math.abs(track.scrollLeft) / track.clientWidth)));
  };

  const arrow: CSSProperties = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    width: 32,
    height: 32,
    border: 'none',
    borderRadius: '50%',
    background: 'rgba(0, 0, 0, 0.55)',
    color: '#fff',
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  };
  return (
    <div role="group" aria-roledescription="carousel" aria-label={`${title}: ${count} images`} style={{ position: 'relative' }}>
      <div
        ref={trackRef}
        role="group"
        aria-label={`Image ${index + 1} of ${count}`}
        tabIndex={0}
        className="post-carousel-track"
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', overscrollBehaviorX: 'contain' }}
      >
        {urls.map((url, i) => (
          <img
            key={url}
            src={url}
            alt={`${title}, image ${i + 1} of ${count}`}
            style={{ ...style, flex: '0 0 100%', scrollSnapAlign: 'start' }}
            width={412}
            height={Number(style.height) || undefined}
            loading={i === 0 && eager ? 'eager' : 'lazy'}
            fetchPriority={i === 0 && eager ? 'high' : 'auto'}
            decoding="async"
            data-testid={i === 0 ? 'post-image' : undefined}
          />
        ))}
      </div>
      <button type="button" aria-label="Previous image" onClick={() => show(index - 1)} style={{ ...arrow, insetInlineStart: 8 }}>
        <LeftOutlined />
      </button>
      <button type="button" aria-label="Next image" onClick={() => show(index + 1)} style={{ ...arrow, insetInlineEnd: 8 }}>
        <RightOutlined />
      </button>
      <div aria-hidden style={{ position: 'absolute', insetInline: 0, bottom: 8, display: 'flex', justifyContent: 'center', gap: 6 }}>
        {urls.map((url, i) => (
          <span
            key={url}
            style={{ width: i === index ? 16 : 6, height: 6, borderRadius: 3, background: i === index ? '#fff' : 'rgba(255, 255, 255, 0.6)', boxShadow: token.boxShadowTertiary }}
          />
        ))}
      </div>
    </div>
  );
}
