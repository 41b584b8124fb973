import { PostCarousel } from './post-carousel';

const imageStyle = { width: '100%', height: 200, objectFit: 'cover' as const, display: 'block' };

/**
 * One post image shows directly; several show as a carousel (spec section 2). `eager` marks the images of the
 * first cards on screen, which the browser should fetch at once (the largest paint on a phone).
 */
export function PostMedia({ urls, title, height = 200, eager = false }: { urls: string[]; title: string; height?: number; eager?: boolean }) {
  if (urls.length === 0) return null;
  const style = { ...imageStyle, height };
  if (urls.length > 1) {
    return (
      <div data-testid="post-carousel">
        <PostCarousel urls={urls} title={title} style={style} eager={eager} />
      </div>
    );
  }
  return (
    <img
      src={urls[0]}
      alt={title}
      style={style}
      width={412}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      data-testid="post-image"
    />
  );
}
