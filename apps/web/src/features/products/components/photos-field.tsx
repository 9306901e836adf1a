import { PHOTO_TYPES } from '@teatree/shared/media';
import { photoProblem } from '@teatree/shared/photo-check';
import { photoMessages as galleryMessages, PHOTOS_MAX } from '@teatree/shared/schemas/product';
import { useEffect, useId, useRef, useState } from 'react';
import { HiCheckCircle } from 'react-icons/hi2';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';
import { uploadPhoto } from '../api/upload-photo';
import { GalleryTile } from './gallery-tile';
import { type PhotoUploadProps, uploadFailure, useUploadInFlight } from './photo-upload';

export type PhotosFieldProps = PhotoUploadProps & {
  /** The whole gallery in the owner's order, its first being the tea's photo; [] before the photo is uploaded. */
  value: string[];
  /** The gallery in its new order, with a photo added or taken out. */
  onChange: (photos: string[]) => void;
};

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; file: number; files: number; percent: number }
  | { state: 'done'; added: number };

/**
 * A tea's other photos (docs/decisions/0042-several-photos.md), beside the photo's own field: the whole
 * gallery as thumbnails in its order, each moved earlier or later or removed (moving one first makes it
 * the tea's photo), and "Add photos", which uploads the chosen pictures one after another as soon as
 * they are chosen, each added at the end once stored. A gallery holds at most 8: past that nothing is
 * sent, and the field says so.
 */
export function PhotosField({
  value,
  onChange,
  error,
  onUploadError,
  onBusyChange,
  onAuthFailure,
  disabled = false,
}: PhotosFieldProps) {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  /** The last refusal, shown until the form shows its own error or the next change. */
  const [problem, setProblem] = useState<string | null>(null);
  /** Said to screen readers after a move or a removal. */
  const [moved, setMoved] = useState('');
  // The gallery as it stands, even before the form has drawn an upload's result: each upload of a batch adds to it.
  const latest = useRef(value);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const input = useRef<HTMLInputElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const busy = upload.state === 'sending';
  const controller = useUploadInFlight(busy, onBusyChange);

  useEffect(() => {
    latest.current = value;
  }, [value]);
  // After a move or a removal, the focus goes where the button pressed went, or near it.
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const button = buttons.current.get(focusNext);
    if (button && !button.disabled) button.focus();
    else input.current?.focus();
  }, [focusNext]);

  const full = value.length >= PHOTOS_MAX;
  const shownError = error || problem || undefined;

  const refuse = (message: string) => {
    setProblem(message);
    onUploadError(message);
  };

  const change = (next: string[]) => {
    latest.current = next;
    setProblem(null);
    if (upload.state === 'done') setUpload({ state: 'idle' });
    onChange(next);
  };

  const move = (url: string, by: -1 | 1) => {
    const gallery = [...latest.current];
    const from = gallery.indexOf(url);
    const to = from + by;
    if (from < 0 || to < 0 || to >= gallery.length) return;
    gallery.splice(from, 1);
    gallery.splice(to, 0, url);
    change(gallery);
    setMoved(
      to === 0
        ? `Photo ${from + 1} is now the first: the catalogue shows it`
        : `Photo ${from + 1} is now photo ${to + 1} of ${gallery.length}`,
    );
    // The same button again while the photo can go on that way, else the one back.
    const canGoOn = by === -1 ? to > 0 : to < gallery.length - 1;
    const earlier = by === -1 ? canGoOn : !canGoOn;
    setFocusNext(`${url}\n${earlier ? 'earlier' : 'later'}`);
  };

  const remove = (url: string) => {
    const gallery = latest.current.filter((photo) => photo !== url);
    const at = latest.current.indexOf(url);
    change(gallery);
    setMoved(`Photo ${at + 1} removed`);
    const near = gallery[Math.min(at, gallery.length - 1)];
    setFocusNext(near ? `${near}\nremove` : 'add');
  };

  const choose = async (field: HTMLInputElement) => {
    const files = [...(field.files ?? [])];
    // The same files may be chosen again after a refusal.
    field.value = '';
    if (files.length === 0) return;
    setProblem(null);
    let first: string | null = null;
    const say = (message: string) => {
      if (first) return;
      first = message;
      refuse(message);
    };
    const room = PHOTOS_MAX - latest.current.length;
    if (files.length > room) say(galleryMessages.photosMax);
    const fitting = files.slice(0, Math.max(0, room));
    const abort = new AbortController();
    controller.current?.abort();
    controller.current = abort;
    let added = 0;
    try {
      for (const [at, file] of fitting.entries()) {
        const wrong = photoProblem(file);
        if (wrong) {
          say(wrong);
          continue;
        }
        setUpload({ state: 'sending', file: at + 1, files: fitting.length, percent: 0 });
        try {
          const stored = await uploadPhoto(file, {
            signal: abort.signal,
            onProgress: (percent) => setUpload({ state: 'sending', file: at + 1, files: fitting.length, percent }),
          });
          if (abort.signal.aborted) return;
          if (latest.current.length >= PHOTOS_MAX) {
            say(galleryMessages.photosMax);
            break;
          }
          const next = [...latest.current, stored.url];
          latest.current = next;
          onChange(next);
          added += 1;
        } catch (failure) {
          if (abort.signal.aborted) return;
          if (await onAuthFailure(failure)) {
            setUpload({ state: 'idle' });
            return;
          }
          const message = uploadFailure(failure);
          say(message);
          // Offline, the files after this one would fail the same way.
          if (message === OFFLINE_MESSAGE) break;
        }
      }
      setUpload(added > 0 ? { state: 'done', added } : { state: 'idle' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      disabled={disabled}
      aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="mb-1 font-display text-lg font-semibold">More photos (up to {PHOTOS_MAX} in all)</legend>
      <p id={hintId} className="text-sm text-base-content/70">
        The first photo is the one the catalogue shows: move another first to make it the tea's photo.
      </p>

      {value.length > 0 && (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-3">
          {value.map((url, at) => (
            <GalleryTile
              key={url}
              url={url}
              at={at}
              count={value.length}
              onMove={(by) => move(url, by)}
              onRemove={() => remove(url)}
              keepButton={(which, button) => {
                if (button) buttons.current.set(`${url}\n${which}`, button);
                else buttons.current.delete(`${url}\n${which}`);
              }}
            />
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved}
      </p>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Add photos
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={PHOTO_TYPES}
          className={`file-input w-full bg-base-100 ${shownError ? 'file-input-error' : ''}`}
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? errorId : `${id}-room`}
          disabled={busy || full}
          onChange={(event) => {
            void choose(event.currentTarget);
          }}
        />
        <p id={`${id}-room`} className="text-sm text-base-content/70">
          {full
            ? 'The gallery is full: remove a photo to add another.'
            : `JPEG, PNG, WebP or AVIF, up to 5 MB each: room for ${PHOTOS_MAX - value.length} more.`}
        </p>
      </div>

      {upload.state === 'sending' && (
        <div className="flex flex-col gap-1.5" role="status">
          <progress
            className="progress progress-primary w-full"
            aria-label="Photos upload"
            value={upload.percent < 100 ? upload.percent : undefined}
            max={100}
          />
          <span className="text-sm text-base-content/75">
            {upload.percent < 100
              ? `Uploading photo ${upload.file} of ${upload.files}… ${upload.percent}%`
              : `Preparing photo ${upload.file} of ${upload.files}…`}
          </span>
        </div>
      )}
      {upload.state === 'done' && !shownError && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <HiCheckCircle className="size-4 shrink-0" aria-hidden="true" />
          {upload.added === 1 ? 'Photo added' : `${upload.added} photos added`}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="text-sm font-medium text-error">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
