import {
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { HiChevronLeft, HiChevronRight, HiMiniXMark } from 'react-icons/hi2';
import { ProductPhoto } from '../../../components/product/product-photo';
import { cycleTabFocus } from '../../../hooks/use-dismissable';
import { useModalWhile } from './use-modal-while';

type TeaGalleryProps = {
  /** The tea's name: the gallery is "Photos of {name}". */
  name: string;
  /** The tea's photos in the owner's order, its photo first (`product.photos ?? [product.photo]`). */
  photos: string[];
  /** The large photo's `ProductPhoto` props, as the page gave its one photo. */
  sizes: string;
  width: number;
  height: number;
  /** The first photo loads with the page (the server preloads it); the others only once shown. */
  eager?: boolean;
  className?: string;
};

/** How far a finger moves sideways on the large photo before it counts as a swipe to the next or previous one. */
const SWIPE_PX = 40;
/** The larger view's photo: the dialog is at most 64 rem wide, the whole window on a phone. */
const LARGER_SIZES = '(min-width: 1024px) 1024px, 100vw';

const photoOf = (at: number, count: number) => `Photo ${at + 1} of ${count}`;

/**
 * A tea's photos on its page (docs/decisions/0042-several-photos.md). One photo is shown as the page
 * always showed it. Several are a carousel: the large photo, arrows over it, and a row of thumbnails
 * under it; ← and → anywhere in the gallery (round from the last to the first), Home and End, and a
 * sideways swipe on the large photo move through them, and the large photo opens a larger view in a
 * modal <dialog>, with the same arrows, that Escape or Close shut, focus back on the large photo. Only
 * the first photo loads with the page; another loads when it is shown.
 */
export function TeaGallery({ name, photos, sizes, width, height, eager = false, className = '' }: TeaGalleryProps) {
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [seenPhotos, setSeenPhotos] = useState(photos.join('\n'));
  const large = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const dialog = useModalWhile(zoomed);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const dialogTitle = useId();

  // Another tea's photos (the page kept, the tea changed) start again from the first.
  const photosKey = photos.join('\n');
  if (photosKey !== seenPhotos) {
    setSeenPhotos(photosKey);
    setIndex(0);
    setZoomed(false);
  }

  const first = photos[0];
  if (first === undefined) return null;
  const shown = Math.min(index, count - 1);
  const photo = photos[shown] ?? first;
  /** The photo shown, keyed by it, so that each one shown is a picture of its own, loaded when it is first shown. */
  const shownPhoto = (view: Pick<ComponentProps<typeof ProductPhoto>, 'sizes' | 'eager' | 'className'>) => (
    <ProductPhoto key={photo} photo={photo} width={width} height={height} {...view} />
  );
  if (count === 1) return <div className="aspect-[4/3] bg-leaf-50">{shownPhoto({ sizes, eager, className })}</div>;

  const counter = photoOf(shown, count);

  const show = (at: number) => {
    const next = ((at % count) + count) % count;
    setIndex(next);
    // A keyboard user moving through the thumbnails stays on the one now shown.
    const active = document.activeElement;
    if (active instanceof HTMLElement && thumbs.current?.contains(active)) {
      thumbs.current.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
    }
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const to =
      event.key === 'ArrowLeft'
        ? shown - 1
        : event.key === 'ArrowRight'
          ? shown + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    show(to);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!event.isPrimary) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    swiped.current = false;
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // The click that ends the swipe does not also open the larger view.
    swiped.current = true;
    show(dx < 0 ? shown + 1 : shown - 1);
  };

  const closeLarger = () => {
    dialog.current?.close();
    setZoomed(false);
  };

  const arrows = (
    <>
      <button
        type="button"
        className="btn btn-circle absolute top-1/2 left-2 -translate-y-1/2 border-base-300 bg-base-100/90 shadow-sm"
        aria-label="Previous photo"
        onClick={() => show(shown - 1)}
      >
        <HiChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-circle absolute top-1/2 right-2 -translate-y-1/2 border-base-300 bg-base-100/90 shadow-sm"
        aria-label="Next photo"
        onClick={() => show(shown + 1)}
      >
        <HiChevronRight className="size-5" aria-hidden="true" />
      </button>
    </>
  );

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      <div className="relative aspect-[4/3] bg-leaf-50">
        <button
          ref={large}
          type="button"
          className="block size-full cursor-zoom-in touch-pan-y focus-visible:-outline-offset-4"
          aria-label={`Enlarge photo ${shown + 1} of ${count}`}
          aria-haspopup="dialog"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          // A mouse dragging the photo swipes too, rather than lifting the picture out as a file to drop.
          onDragStart={(event) => event.preventDefault()}
          onPointerCancel={() => {
            swipe.current = null;
          }}
          onClick={(event) => {
            if (swiped.current) {
              swiped.current = false;
              // Enter or Space (no pointer: `detail` 0) still opens it.
              if (event.detail !== 0) return;
            }
            setZoomed(true);
          }}
        >
          {shownPhoto({ sizes, eager: eager && shown === 0, className })}
        </button>
        {arrows}
      </div>
      <div ref={thumbs} className="flex flex-wrap gap-2 p-3">
        {photos.map((thumb, at) => (
          <button
            key={thumb}
            type="button"
            className={`size-14 shrink-0 overflow-hidden rounded-field bg-leaf-50 transition sm:size-16 ${at === shown ? 'ring-2 ring-primary ring-offset-2 ring-offset-base-100' : 'opacity-80 ring-1 ring-base-300 hover:opacity-100'}`}
            aria-label={photoOf(at, count)}
            aria-current={at === shown ? 'true' : undefined}
            onClick={() => show(at)}
          >
            <ProductPhoto photo={thumb} sizes="64px" width={64} height={64} className="size-full object-cover" />
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {counter}
      </p>

      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={dialogTitle}
        onClose={() => {
          setZoomed(false);
          large.current?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            closeLarger();
            return;
          }
          cycleTabFocus(event, event.currentTarget);
        }}
        onClick={(event) => {
          // A click on the dimmed window around the photo closes it, as on the shop's other modals.
          if (event.target === event.currentTarget) closeLarger();
        }}
      >
        <div className="modal-box flex w-full max-w-5xl flex-col gap-3 p-3 sm:p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id={dialogTitle} className="min-w-0 truncate text-lg font-semibold sm:text-xl">
              {name}
            </h2>
            <div className="flex shrink-0 items-center gap-2">
              <p className="text-sm text-base-content/75 tabular-nums" aria-live="polite" aria-atomic="true">
                {counter}
              </p>
              <button type="button" className="btn btn-ghost btn-sm gap-1" onClick={closeLarger}>
                <HiMiniXMark className="size-5" aria-hidden="true" />
                Close
              </button>
            </div>
          </div>
          <div className="relative overflow-hidden rounded-field bg-leaf-50">
            {zoomed &&
              shownPhoto({ sizes: LARGER_SIZES, eager: true, className: 'h-auto max-h-[75dvh] w-full object-contain' })}
            {arrows}
          </div>
        </div>
      </dialog>
    </section>
  );
}
