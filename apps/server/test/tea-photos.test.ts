import type { Product } from '@teatree/shared/schemas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { teaToAdd } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** Several photos of a tea (docs/decisions/0042-several-photos.md): up to 8, in the owner's order, `photo` first. */
describe('tea photos', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  let customer: Session;
  const photo = (n: number) => `/media/photo${n}/1200.webp`;
  const tea = (more: object = {}) => teaToAdd('Gallery', { photo: photo(1), ...more });

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    customer = await signUp(app);
  });

  const add = (payload: object, who: Session = admin) =>
    app.inject({ method: 'POST', url: '/api/products', payload, headers: who.headers });
  const edit = (id: string, payload: object, who: Session = admin) =>
    app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload, headers: who.headers });
  const read = async (id: string): Promise<Product> => (await app.inject(`/api/products/${id}`)).json();
  const listed = async (id: string) =>
    ((await app.inject('/api/products?limit=100')).json() as Product[]).find((t) => t._id === id)!;

  it('keeps the photos in the order given, the first being the photo; a list shows the photo alone', async () => {
    const res = await add(tea({ photos: [photo(1), photo(2), photo(3)] }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId;
    const read1 = await read(id);
    expect(read1.photo).toBe(photo(1));
    expect(read1.photos).toEqual([photo(1), photo(2), photo(3)]);
    const inList = await listed(id);
    expect(inList.photo).toBe(photo(1));
    expect(inList).not.toHaveProperty('photos');
  });

  it('answers the one photo as a gallery of one for a tea given none', async () => {
    const id = (await add(tea())).json().insertedId;
    expect((await read(id)).photos).toEqual([photo(1)]);
  });

  it('reorders on Edit: the new first becomes the photo everywhere; a photo alone replaces the first and keeps the others', async () => {
    const id = (await add(tea({ photos: [photo(1), photo(2), photo(3)] }))).json().insertedId;
    const res = await edit(id, { photos: [photo(3), photo(1)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ photo: photo(3), photos: [photo(3), photo(1)] });
    expect((await listed(id)).photo).toBe(photo(3));
    const again = await edit(id, { photo: photo(9) });
    expect(again.json()).toMatchObject({ photo: photo(9), photos: [photo(9), photo(1)] });
    // Back to one photo.
    expect((await edit(id, { photos: [photo(4)] })).json()).toMatchObject({ photo: photo(4), photos: [photo(4)] });
  });

  it('refuses a ninth photo, one twice, one not uploaded, an empty list, or a first that is not the photo; nothing changes', async () => {
    const id = (await add(tea({ photos: [photo(1), photo(2)] }))).json().insertedId;
    const nine = Array.from({ length: 9 }, (_, i) => photo(i + 1));
    expectApiError(await add(tea({ photos: nine })), 400, 'photos', /^A tea has at most 8 photos$/);
    expectApiError(await edit(id, { photos: nine }), 400, 'photos', /at most 8 photos/);
    expectApiError(await edit(id, { photos: [photo(1), photo(1)] }), 400, 'photos', /twice/);
    expectApiError(await edit(id, { photos: [photo(1), 'javascript:alert(1)'] }), 400, 'photos.1', /uploaded picture/);
    expectApiError(await edit(id, { photos: [] }), 400, 'photos');
    expectApiError(await edit(id, { photos: 'x' }), 400, 'photos');
    expectApiError(
      await add(tea({ photos: [photo(2), photo(1)] })),
      400,
      'photos',
      /first of the photos must be the photo/,
    );
    expect((await read(id)).photos).toEqual([photo(1), photo(2)]);
    const eight = nine.slice(0, 8);
    expect((await edit(id, { photos: eight })).statusCode).toBe(200);
    expect((await read(id)).photos).toEqual(eight);
  });

  it('lets only administrators change them', async () => {
    const id = (await add(tea())).json().insertedId;
    expect((await edit(id, { photos: [photo(5)] }, customer)).statusCode).toBe(403);
    expect((await read(id)).photos).toEqual([photo(1)]);
  });
});
