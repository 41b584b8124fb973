import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

const imageStyle = { width: '100%', height: 200, objectFit: 'cover' as const, display: 'block' };

// the carousel's slider is fetched after the first paint; until then its first image stands in, same size
const PostCarousel = lazyNamed(() => import('./post-carousel'), 'PostCarousel');

/**
 * One post image shows directly; several show as a carousel (spec section 2). `eager` marks the images of the
 * first cards on screen, which the browser should fetch at once (the largest paint on a phone).
 */
export function PostMedia({ urls, title, height = 200, eager = false }: { urls: string[]; title: string; height?: number; eager?: boolean }) {
  if (urls.length === 0) return null;
  const style = { ...imageStyle, height };
  const first = (
    <img
      src={urls[0]}
      alt={urls.length === 1 ? title : `${title}, image 1 of ${urls.length}`}
      style={style}
      width={412}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      data-testid="post-image"
    />
  );
  if (urls.length === 1) return first;
  return (
    <div data-testid="post-carousel">
      <Suspense fallback={first}>
        <PostCarousel urls={urls} title={title} style={style} />
      </Suspense>
    </div>
  );
}
