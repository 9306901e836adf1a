import { HiArrowLeft, HiArrowRight, HiOutlineTrash } from 'react-icons/hi2';
import { ProductThumb } from '../../../components/product/product-photo';

/** A tile's buttons, by what they do. */
export type TileButton = 'earlier' | 'remove' | 'later';

type GalleryTileProps = {
  url: string;
  /** Its place in the gallery, from 0 (the catalogue's photo). */
  at: number;
  /** How many photos the gallery holds. */
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Keeps each button, so the focus can go back to it after a move. */
  keepButton: (which: TileButton, button: HTMLButtonElement | null) => void;
};

/**
 * One photo of a tea's gallery (photos-field.tsx): its thumbnail and place, and buttons to move it
 * earlier or later or remove it. The first is the catalogue's photo; the last photo cannot be removed.
 */
export function GalleryTile({ url, at, count, onMove, onRemove, keepButton }: GalleryTileProps) {
  const button = (which: TileButton, label: string, onClick: () => void, disabled: boolean, title?: string) => (
    <button
      ref={(element) => keepButton(which, element)}
      type="button"
      className={`btn btn-ghost btn-xs btn-square${which === 'remove' ? ' text-error' : ''}`}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {which === 'earlier' ? (
        <HiArrowLeft className="size-4" aria-hidden="true" />
      ) : which === 'later' ? (
        <HiArrowRight className="size-4" aria-hidden="true" />
      ) : (
        <HiOutlineTrash className="size-4" aria-hidden="true" />
      )}
    </button>
  );
  return (
    <li className="flex flex-col gap-1 rounded-box bg-base-100 p-1.5 ring-1 ring-base-300/70">
      <div className="relative">
        <ProductThumb photo={url} px={120} className="aspect-square h-auto w-full" />
        <span
          className={`badge badge-sm absolute top-1 left-1 ${at === 0 ? 'badge-primary' : 'badge-neutral'} tabular-nums`}
        >
          {at === 0 ? (
            <>
              1<span className="sr-only">, the catalogue's photo</span>
            </>
          ) : (
            at + 1
          )}
        </span>
      </div>
      <div className="flex items-center justify-between">
        {button('earlier', `Move photo ${at + 1} earlier`, () => onMove(-1), at === 0)}
        {button(
          'remove',
          `Remove photo ${at + 1}`,
          onRemove,
          count === 1,
          count === 1 ? 'The tea needs a photo' : undefined,
        )}
        {button('later', `Move photo ${at + 1} later`, () => onMove(1), at === count - 1)}
      </div>
    </li>
  );
}
