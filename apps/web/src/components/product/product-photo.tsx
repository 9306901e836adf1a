import { photoSources } from '@teatree/shared/media';

type ProductPhotoProps = {
  photo: string;
  /** The width the picture takes on screen, so the browser fetches the smallest file that fits. */
  sizes: string;
  className?: string;
  width: number;
  height: number;
  eager?: boolean;
};

/** Product photos sit beside the product's name, which already says what they show: alt stays empty. */
export function ProductPhoto({ photo, sizes, className = '', width, height, eager = false }: ProductPhotoProps) {
  const { src, srcSet } = photoSources(photo);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

/** A square thumbnail beside a tea's name (a cart line, a review, a starter tea): `px` wide on every screen. */
export function ProductThumb({ photo, px, className }: { photo: string; px: number; className: string }) {
  return (
    <ProductPhoto
      photo={photo}
      sizes={`${px}px`}
      width={px}
      height={px}
      className={`${className} rounded-field bg-leaf-50 object-cover`}
    />
  );
}
