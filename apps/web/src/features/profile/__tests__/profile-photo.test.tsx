import { photoMessages } from '@teatree/shared/media';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { customer, renderAt } from '../../../testing/render';
import { useProfile } from '../api/get-profile';
import { PHOTO_CHANGED, PHOTO_REMOVED } from '../components/profile-photo';
import { ProfileSummary } from '../components/profile-summary';
import { PHOTO_HINT, PHOTO_WRONG_FORMAT } from '../utils/photo-rules';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NEW_PHOTO = '/media/ph_2/400.webp';

const cora: ShopUser = {
  _id: 'u1',
  name: 'Cora Customer',
  email: 'cora@example.com',
  emailVerified: true,
  image: null,
  role: 'user',
  phone: '',
  company: '',
  bio: '',
  createdAt: '2025-03-01T10:00:00.000Z',
};

type Write = { url: string; method: string; body: unknown };
type Upload = { status: number; answer: unknown };

/**
 * Stands in for the server: the profile as it stands, the session, and the photo's writes (an upload
 * answered with `upload`); keeps every write sent.
 */
function serve(profile: ShopUser = cora, upload: Upload = { status: 200, answer: { image: NEW_PHOTO } }) {
  let current = profile;
  const sent: Write[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/api/profile') return Response.json(current);
    if (method === 'GET') return Response.json({ session: { id: 's1', expiresAt: '2099-01-01' }, user: customer });
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ url, method, body });
    if (url === '/api/profile/photo') {
      if (upload.status === 200) current = { ...current, image: NEW_PHOTO };
      return Response.json(upload.answer, { status: upload.status });
    }
    current = { ...current, image: '' };
    return Response.json(current);
  });
  return sent;
}

/** The summary card as the profile screen shows it, from the profile query. */
function Summary() {
  const { data } = useProfile();
  return data ? <ProfileSummary profile={data} /> : null;
}

async function showSummary() {
  // The chooser offers pictures only; a test hands it any file, as a browser's "All files" would.
  const user = userEvent.setup({ applyAccept: false });
  renderAt(
    '/profile',
    <Route
      path="/profile"
      element={
        <>
          <Summary />
          <Toasts />
        </>
      }
    />,
    { session: customer },
  );
  const chooser = await screen.findByLabelText('Change photo');
  return { user, chooser };
}

const photoOf = () => screen.getByRole('img', { name: 'Photo of Cora Customer' });

describe('the profile photo', () => {
  it('offers a file chooser for pictures, and no Remove photo while the default avatar shows', async () => {
    serve();
    const { chooser } = await showSummary();
    expect(chooser).toHaveAttribute('type', 'file');
    expect(chooser).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(chooser).toHaveAccessibleDescription(PHOTO_HINT);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const sent = serve();
    const { user, chooser } = await showSummary();
    await user.upload(chooser, new File(['a note'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByText(PHOTO_WRONG_FORMAT)).toBeVisible();
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
    expect(chooser).toHaveAccessibleDescription(PHOTO_WRONG_FORMAT);
    expect(sent).toEqual([]);
  });

  it('refuses a picture larger than 5 MB before sending it', async () => {
    const sent = serve();
    const { user, chooser } = await showSummary();
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'garden.jpg', { type: 'image/jpeg' });
    await user.upload(chooser, large);

    expect(await screen.findByText(photoMessages.tooLarge)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('uploads a PNG as the multipart field image, and shows the new photo at once', async () => {
    const sent = serve();
    const { user, chooser } = await showSummary();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(chooser, png);

    expect(await screen.findByText(PHOTO_CHANGED)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/profile/photo', method: 'POST' });
    const form = sent[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('image') as File;
    expect(file.name).toBe('me.png');
    expect(file.type).toBe('image/png');
    await waitFor(() => expect(photoOf()).toHaveAttribute('src', NEW_PHOTO));
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under the chooser', async () => {
    const message = 'This picture is damaged or incomplete: please upload it again';
    const sent = serve(cora, {
      status: 400,
      answer: { error: 'BadRequest', message, fields: { image: message } },
    });
    const { user, chooser } = await showSummary();
    await user.upload(chooser, new File(['not really'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(photoOf()).not.toHaveAttribute('src', NEW_PHOTO);
  });

  it('removes the photo, bringing back the default avatar', async () => {
    const sent = serve({ ...cora, image: '/media/ph_1/400.webp' });
    const { user, chooser } = await showSummary();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText(PHOTO_REMOVED)).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/profile', method: 'PATCH', body: { name: 'Cora Customer', image: '' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull());
    expect(photoOf()).not.toHaveAttribute('src', '/media/ph_1/400.webp');
    expect(chooser).toHaveFocus();
  });
});
