import { photoSources } from '@teatree/shared/media';

/** The order keeps its own copy of the product's photo address, so it shows even if the tea is gone. */
export function OrderPhoto({ photo, className = '' }: { photo: string; className?: string }) {
  const { src } = photoSources(photo);
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-field bg-leaf-50 object-cover ${className}`}
    />
  );
}
