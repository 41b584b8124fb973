import { Carousel, Image } from 'antd';
import type { CSSProperties } from 'react';

/** Several post images as antd's carousel (its slider code is a chunk of its own, see post-media.tsx). */
export function PostCarousel({ urls, title, style }: { urls: string[]; title: string; style: CSSProperties }) {
  return (
    <Carousel arrows dots draggable adaptiveHeight={false}>
      {urls.map((url, index) => (
        <div key={url}>
          <Image src={url} alt={`${title}, image ${index + 1} of ${urls.length}`} style={style} width="100%" preview={false} />
        </div>
      ))}
    </Carousel>
  );
}
