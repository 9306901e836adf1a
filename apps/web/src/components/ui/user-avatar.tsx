import { useState } from 'react';
import defaultAvatarUrl from '../../assets/art/avatar.svg';

type UserAvatarProps = { image: string | null | undefined; size: number; className?: string; alt?: string };

/**
 * The user's own photo, or the shop's default avatar when there is none or it fails to load (a
 * removed Google picture, say), so a broken-image icon never stands in for a person.
 */
export function UserAvatar({ image, size, className = '', alt = '' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = image && image !== failed ? image : defaultAvatarUrl;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(image ?? null)}
      className={`shrink-0 rounded-full bg-leaf-50 object-cover ${className}`}
    />
  );
}
