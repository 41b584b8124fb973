import { Carousel, Image } from 'antd';

const imageStyle = { width: '100%', height: 200, objectFit: 'cover' as const, display: 'block' };

/** One post image shows directly; several show as a carousel (spec section 2). */
export function PostMedia({ urls, title, height = 200 }: { urls: string[]; title: string; height?: number }) {
  if (urls.length === 0) return null;
  const style = { ...imageStyle, height };
  if (urls.length === 1) {
    return <img src={urls[0]} alt={title} style={style} loading="lazy" data-testid="post-image" />;
  }
  return (
    <div data-testid="post-carousel">
      <Carousel arrows dots draggable adaptiveHeight={false}>
        {urls.map((url, index) => (
          <div key={url}>
            <Image src={url} alt={`${title}, image ${index + 1} of ${urls.length}`} style={style} width="100%" preview={false} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
