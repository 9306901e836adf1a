import { PHOTO_MAX_BYTES, PHOTO_TYPES, photoMessages, photoSources } from '@teatree/shared/media';
import { type Ref, useEffect, useId, useState } from 'react';
import { HiCheckCircle, HiOutlinePhoto } from 'react-icons/hi2';
import { uploadPhoto } from '../api/upload-photo';
import { type PhotoUploadProps, uploadFailure, useUploadInFlight } from './photo-upload';

type PhotoFieldProps = PhotoUploadProps & {
  /** The stored picture's URL, or '' before one is uploaded. */
  value: string;
  /** The file input's ref, so a form can move focus to it when the photo is missing. */
  inputRef?: Ref<HTMLInputElement>;
  onUploaded: (url: string) => void;
};

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; percent: number }
  | { state: 'processing' }
  | { state: 'done'; fileName: string };

/**
 * The product photo: uploaded as soon as it is chosen, with a progress bar and a preview, so the form's
 * submit only sends the stored picture's address. The server checks what the file really is; its
 * refusal shows here, as this field's error.
 */
export function PhotoField({
  value,
  error,
  inputRef,
  onUploaded,
  onUploadError,
  onBusyChange,
  onAuthFailure,
  disabled = false,
}: PhotoFieldProps) {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const busy = upload.state === 'sending' || upload.state === 'processing';
  const controller = useUploadInFlight(busy, onBusyChange);

  // The local preview is let go once another takes its place, or the form goes away.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    controller.current?.abort();
    if (!file) return;
    // The field's value changes only once a picture is stored, so after a failure the photo that was
    // there before (if any) stays; the message says why the new one did not.
    const fail = (message: string) => {
      setUpload({ state: 'idle' });
      setLocalPreview(null);
      // The refused file's name should not stay on the button as if it were chosen.
      input.value = '';
      onUploadError(message);
    };
    if (file.size > PHOTO_MAX_BYTES) {
      fail(photoMessages.tooLarge);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setLocalPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    setUpload({ state: 'sending', percent: 0 });
    try {
      const stored = await uploadPhoto(file, {
        signal: abort.signal,
        onProgress: (percent) => setUpload(percent >= 100 ? { state: 'processing' } : { state: 'sending', percent }),
      });
      setUpload({ state: 'done', fileName: file.name });
      onUploaded(stored.url);
    } catch (failure) {
      if (abort.signal.aborted) return;
      if (await onAuthFailure(failure)) return;
      fail(uploadFailure(failure));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const preview = localPreview ?? (value ? photoSources(value).src : null);
  const describedBy = error ? `${id}-error` : `${id}-hint`;

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="font-display text-lg font-semibold">
        Photo
      </label>
      <div
        className={`relative grid aspect-[4/3] place-items-center overflow-hidden rounded-box bg-leaf-50 ring-1 ${error ? 'ring-error' : 'ring-base-300/70'}`}
      >
        {preview ? (
          <img src={preview} alt="Preview of the tea as it will be shown" className="size-full object-cover" />
        ) : (
          <div className="flex flex-col items-center gap-2 px-6 text-center text-sm text-base-content/70">
            <HiOutlinePhoto className="size-10 text-primary/70" aria-hidden="true" />
            <span>No photo yet</span>
          </div>
        )}
        {busy && <div className="absolute inset-0 bg-base-100/50" aria-hidden="true" />}
      </div>

      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PHOTO_TYPES}
        className={`file-input file-input-primary w-full bg-base-100 ${error ? 'file-input-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          void choose(event.currentTarget);
        }}
      />

      {busy && (
        <div className="flex flex-col gap-1.5" role="status">
          <progress
            className="progress progress-primary w-full"
            aria-label="Photo upload"
            value={upload.state === 'sending' ? upload.percent : undefined}
            max={100}
          />
          <span className="text-sm text-base-content/75">
            {upload.state === 'sending' ? `Uploading… ${upload.percent}%` : 'Preparing the picture…'}
          </span>
        </div>
      )}
      {upload.state === 'done' && !error && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <HiCheckCircle className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">Photo uploaded: {upload.fileName}</span>
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          JPEG, PNG, WebP or AVIF, up to 5 MB. It uploads as soon as you choose it.
        </p>
      )}
    </div>
  );
}
