import { photoMessages } from '@teatree/shared/media';
import { photoMessages as galleryMessages, PHOTOS_MAX } from '@teatree/shared/schemas/product';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotosField } from '../components/photos-field';

afterEach(() => {
  vi.unstubAllGlobals();
});

const A = '/media/ph_a/1200.webp';
const B = '/media/ph_b/1200.webp';
const C = '/media/ph_c/1200.webp';

type Answer = { status: number; body: unknown };

/**
 * Stands in for the server's POST /api/media: uploadPhoto sends with XMLHttpRequest (for its upload
 * progress), so that is what is stubbed. Each upload is answered in turn from `answers` (by default a
 * stored picture named after the file); `sent` keeps each file's name, `open` how many were on their
 * way at once at most.
 */
function serveUploads(answers: Answer[] = []) {
  const sent: string[] = [];
  let onTheirWay = 0;
  const seen = { most: 0 };
  class FakeUpload extends EventTarget {}
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = new FakeUpload();
    method = '';
    url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(form: FormData) {
      const file = form.get('image') as File;
      sent.push(file.name);
      onTheirWay += 1;
      seen.most = Math.max(seen.most, onTheirWay);
      const answer = answers[sent.length - 1] ?? {
        status: 200,
        body: { insertedId: file.name, url: `/media/${file.name.replace(/\W/g, '_')}/1200.webp` },
      };
      setTimeout(() => {
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 }));
        setTimeout(() => {
          onTheirWay -= 1;
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.dispatchEvent(new Event('load'));
        }, 5);
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, seen };
}

const picture = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

type Calls = {
  onChange: (photos: string[]) => void;
  onUploadError: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
  onAuthFailure: (error: unknown) => Promise<boolean>;
};

/** The field in a form that keeps its value, as the product form does. */
function Form({ initial, error, calls }: { initial: string[]; error: string | undefined; calls: Calls }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotosField
      value={photos}
      onChange={(next) => {
        setPhotos(next);
        calls.onChange(next);
      }}
      error={error}
      onUploadError={calls.onUploadError}
      onBusyChange={calls.onBusyChange}
      onAuthFailure={calls.onAuthFailure}
    />
  );
}

/** Shows the field holding `initial`; every call it makes is recorded. */
function showField(initial: string[], { error }: { error?: string } = {}) {
  const calls = {
    onChange: vi.fn(),
    onUploadError: vi.fn(),
    onBusyChange: vi.fn(),
    onAuthFailure: vi.fn(async () => false),
  };
  render(<Form initial={initial} error={error} calls={calls} />);
  // The chooser offers pictures only; a test hands it any file, as a browser's "All files" would.
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...calls };
}

const group = () => screen.getByRole('group', { name: 'More photos (up to 8 in all)' });
const addPhotos = () => screen.getByLabelText('Add photos');
const button = (name: string) => within(group()).getByRole('button', { name });
const thumbnails = () =>
  within(group())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.getAttribute('src'));

describe('the product form\'s "More photos"', () => {
  it("shows the gallery in order, says the first is the catalogue's, and takes files of the photo's types, several at once", () => {
    showField([A, B, C]);
    expect(group().tagName).toBe('FIELDSET');
    expect(group()).toHaveAccessibleDescription(/The first photo is the one the catalogue shows/);
    expect(thumbnails()).toEqual(['/media/ph_a/400.webp', '/media/ph_b/400.webp', '/media/ph_c/400.webp']);
    expect(addPhotos()).toHaveAttribute('type', 'file');
    expect(addPhotos()).toHaveAttribute('multiple');
    expect(addPhotos()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(button('Move photo 1 earlier')).toBeDisabled();
    expect(button('Move photo 3 later')).toBeDisabled();
    expect(button('Remove photo 1')).toBeEnabled();
  });

  it('moves a photo earlier or later, the focus following it', async () => {
    const { user, onChange } = showField([A, B, C]);
    await user.click(button('Move photo 2 earlier'));
    expect(onChange).toHaveBeenLastCalledWith([B, A, C]);
    expect(thumbnails()).toEqual(['/media/ph_b/400.webp', '/media/ph_a/400.webp', '/media/ph_c/400.webp']);
    // Now first, it can go no earlier: the focus is on its way back.
    expect(button('Move photo 1 later')).toHaveFocus();

    await user.click(button('Move photo 1 later'));
    expect(onChange).toHaveBeenLastCalledWith([A, B, C]);
    expect(button('Move photo 2 later')).toHaveFocus();
    await user.click(button('Move photo 2 later'));
    expect(onChange).toHaveBeenLastCalledWith([A, C, B]);
    expect(button('Move photo 3 earlier')).toHaveFocus();
    expect(within(group()).getByText('Photo 2 is now photo 3 of 3')).toBeInTheDocument();
  });

  it('removes a photo, the first too while another would take its place, never the only one', async () => {
    const { user, onChange } = showField([A, B, C]);
    await user.click(button('Remove photo 2'));
    expect(onChange).toHaveBeenLastCalledWith([A, C]);
    expect(button('Remove photo 2')).toHaveFocus();
    await user.click(button('Remove photo 1'));
    expect(onChange).toHaveBeenLastCalledWith([C]);
    expect(button('Remove photo 1')).toBeDisabled();
    expect(button('Move photo 1 earlier')).toBeDisabled();
    expect(button('Move photo 1 later')).toBeDisabled();
  });

  it('uploads the chosen files one after another, each added at the end once stored', async () => {
    const { sent, seen } = serveUploads();
    const { user, onChange, onBusyChange, onUploadError } = showField([A]);
    await user.upload(addPhotos(), [picture('leaves.jpg'), picture('cup.png', 'image/png')]);

    expect(await screen.findByText('2 photos added')).toBeInTheDocument();
    expect(sent).toEqual(['leaves.jpg', 'cup.png']);
    expect(seen.most).toBe(1);
    expect(onChange.mock.calls).toEqual([
      [[A, '/media/leaves_jpg/1200.webp']],
      [[A, '/media/leaves_jpg/1200.webp', '/media/cup_png/1200.webp']],
    ]);
    expect(thumbnails()).toHaveLength(3);
    expect(onBusyChange).toHaveBeenCalledWith(true);
    // The field says it is no longer busy once it has drawn what it stored, which a busy machine may show a tick later.
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    expect(onUploadError).not.toHaveBeenCalled();
  });

  it('adds the first photos of a tea that has none yet', async () => {
    serveUploads();
    const { user, onChange } = showField([]);
    expect(within(group()).queryByRole('listitem')).not.toBeInTheDocument();
    await user.upload(addPhotos(), [picture('tin.webp', 'image/webp')]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/media/tin_webp/1200.webp']));
  });

  it('refuses a photo past the eighth: nothing past the limit is sent', async () => {
    const { sent } = serveUploads();
    const seven = Array.from({ length: PHOTOS_MAX - 1 }, (_, i) => `/media/ph_${i}/1200.webp`);
    const { user, onChange, onUploadError } = showField(seven);
    await user.upload(addPhotos(), [picture('eighth.jpg'), picture('ninth.jpg')]);

    expect(await within(group()).findByText(galleryMessages.photosMax)).toBeInTheDocument();
    expect(galleryMessages.photosMax).toBe('A tea has at most 8 photos');
    expect(onUploadError).toHaveBeenCalledWith('A tea has at most 8 photos');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['eighth.jpg']);
    expect(onChange).toHaveBeenLastCalledWith([...seven, '/media/eighth_jpg/1200.webp']);
    expect(addPhotos()).toHaveAttribute('aria-invalid', 'true');
    expect(addPhotos()).toHaveAccessibleDescription('A tea has at most 8 photos');

    // Full, the gallery takes no more until a photo is removed.
    await waitFor(() => expect(addPhotos()).toBeDisabled());
    expect(within(group()).getByText(/The gallery is full/)).toBeInTheDocument();
  });

  it("checks each file as the photo's field does: its size and its kind, before sending it", async () => {
    const { sent } = serveUploads();
    const { user, onChange, onUploadError } = showField([A]);
    await user.upload(addPhotos(), [picture('huge.jpg', 'image/jpeg', 6 * 1024 * 1024)]);
    expect(await within(group()).findByText(photoMessages.tooLarge)).toBeInTheDocument();
    expect(onUploadError).toHaveBeenLastCalledWith('This picture is larger than 5 MB');

    await user.upload(addPhotos(), [picture('notes.txt', 'text/plain')]);
    expect(await within(group()).findByText('Only JPEG, PNG, WebP and AVIF pictures are accepted')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();

    // The others chosen with a refused file are still added.
    await user.upload(addPhotos(), [picture('huge.jpg', 'image/jpeg', 6 * 1024 * 1024), picture('cup.jpg')]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([A, '/media/cup_jpg/1200.webp']));
    expect(sent).toEqual(['cup.jpg']);
    expect(within(group()).getByText(photoMessages.tooLarge)).toBeInTheDocument();
  });

  it("shows the server's refusal of a picture, and the form's own error in its place", async () => {
    serveUploads([
      {
        status: 400,
        body: {
          error: 'ValidationError',
          message: 'This file is not a picture we can read',
          fields: { image: 'This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF image' },
        },
      },
    ]);
    const { user, onChange, onUploadError } = showField([A]);
    await user.upload(addPhotos(), [picture('fake.jpg')]);
    const message = 'This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF image';
    expect(await within(group()).findByText(message)).toBeInTheDocument();
    expect(onUploadError).toHaveBeenCalledWith(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error the form gives it', () => {
    showField([A, B], { error: galleryMessages.photosTwice });
    expect(within(group()).getByText('The same photo is in the list twice')).toBeInTheDocument();
    expect(addPhotos()).toHaveAttribute('aria-invalid', 'true');
  });
});
