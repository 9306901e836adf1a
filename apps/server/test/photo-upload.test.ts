import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { multipartFile } from './helpers/multipart.ts';
import { type Session, signUp } from './helpers/sessions.ts';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 47, g: 107, b: 58 } } })
    .toFormat(format)
    .toBuffer();

/** A whole, valid black-and-white PNG of any size, written by hand: a tiny file that decodes to many pixels. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // one bit a pixel
  header.writeUInt8(0, 9); // greyscale
  // Each row: its filter byte, then its pixels, all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo upload', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
  });

  const upload = (filename: string, type: string, data: Buffer, who: Session | null = admin, field = 'image') => {
    const body = multipartFile(field, filename, type, data);
    return app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...(who?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => (await app.db.select().from(media)).length;

  it.each([
    ['tea.jpg', 'image/jpeg', 'jpeg'],
    ['tea.png', 'image/png', 'png'],
    ['tea.webp', 'image/webp', 'webp'],
    ['tea.avif', 'image/avif', 'avif'],
  ] as const)('accepts %s, re-encoded to WebP in 400 and 1200 px without metadata', async (name, type, format) => {
    const original = await sharp(await picture(format))
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toFormat(format)
      .toBuffer();
    const res = await upload(name, type, original);
    expect(res.statusCode, res.body).toBe(201);
    const { url, insertedId } = res.json();
    expect(url).toBe(`/media/${insertedId}/1200.webp`);
    for (const [path, width] of [
      [url, 1200],
      [url.replace('1200', '400'), 400],
    ] as const) {
      const served = await app.inject(path);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('never enlarges a small picture', async () => {
    const res = await upload('small.png', 'image/png', await picture('png', 300, 200));
    const big = await app.inject(res.json().url);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses every bad file with a clear message and stores nothing', async () => {
    const before = await stored();
    const jpeg = await picture('jpeg');
    const cases: [string, string, Buffer, number, RegExp][] = [
      ['notes.png', 'image/png', Buffer.from('just some text, not a picture'), 400, /not a picture we can read/],
      ['tea.gif', 'image/gif', await picture('gif', 100, 100), 400, /Only JPEG, PNG, WebP and AVIF/],
      ['tea.png', 'image/png', jpeg, 400, /does not match its content/],
      ['tea.jpg', 'image/png', jpeg, 400, /does not match its content/],
      ['cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, /damaged or incomplete/],
      [
        'huge.png',
        'image/png',
        await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        400,
        /40 megapixels/,
      ],
      ['empty.jpg', 'image/jpeg', Buffer.alloc(0), 400, /empty/],
      ['big.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), 413, /larger than 5 MB/],
    ];
    for (const [name, type, data, status, message] of cases) {
      const res = await upload(name, type, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().fields?.image ?? res.json().message, name).toMatch(message);
    }
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, admin, 'file'), 400, 'image');
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: {},
      }),
      400,
      'image',
    );
    expect(await stored()).toBe(before);
  });

  it('refuses from its header alone a picture too large, too long or too thin, and stores nothing', async () => {
    const before = await stored();
    const avif = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2f6b3a' } })
        .avif({ effort: 0 })
        .toBuffer();
    const cases: [string, string, Buffer, RegExp][] = [
      // Tiny files that would decode to 40 million and 400,000 pixels.
      ['line.png', 'image/png', blankPng(1, 40_000_000), /more than 8,000 pixels on a side/],
      ['strip.png', 'image/png', await picture('png', 20, 20_000), /more than 8,000 pixels on a side/],
      ['wide.jpg', 'image/jpeg', await picture('jpeg', 8_001, 900), /more than 8,000 pixels on a side/],
      ['ribbon.webp', 'image/webp', await picture('webp', 4_000, 399), /more than 10 times as long as it is wide/],
      ['tower.png', 'image/png', await picture('png', 50, 501), /more than 10 times as long as it is wide/],
      ['big.avif', 'image/avif', await avif(3_000, 2_001), /larger than 6 megapixels/],
    ];
    for (const [name, type, data, message] of cases) {
      expect(data.length, `${name} is a small file`).toBeLessThan(1024 * 1024);
      const res = await upload(name, type, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().fields.image, name).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it('takes a picture at each bound: 8,000 px wide, ten times as long as it is wide', async () => {
    for (const [name, type, data] of [
      ['panorama.jpg', 'image/jpeg', await picture('jpeg', 8_000, 800)],
      ['tall.png', 'image/png', await picture('png', 60, 600)],
    ] as const) {
      const res = await upload(name, type, data);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
  });

  it('is for admins only', async () => {
    const jpeg = await picture('jpeg');
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, null), 401);
    expectApiError(await upload('tea.jpg', 'image/jpeg', jpeg, await signUp(app)), 403);
  });
});

describe("a customer's own photo", () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let customer: Session;
  beforeAll(async () => {
    customer = await signUp(app, { name: 'Pia Photo' });
  });

  const upload = (filename: string, type: string, data: Buffer, who: Session | null = customer) => {
    const body = multipartFile('image', filename, type, data);
    return app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { ...(who?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const profile = async (who: Session = customer) =>
    (await app.inject({ url: '/api/profile', headers: who.headers })).json() as { image: string | null };

  it('is checked as a tea photo is, stored at 400 px, and becomes the account photo and the session one at once', async () => {
    const res = await upload('me.png', 'image/png', await picture('png', 900, 900));
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json();
    expect(image).toMatch(/^\/media\/[A-Za-z0-9_-]+\/400\.webp$/);
    expect((await profile()).image).toBe(image);
    const session = await app.inject({ url: '/api/auth/get-session', headers: customer.headers });
    expect(session.json().user.image).toBe(image);
    const served = await app.inject(image);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses what is not a picture, or a picture too large, naming the field, and keeps the photo', async () => {
    const before = (await profile()).image;
    const stored = (await app.db.select().from(media)).length;
    const text = await upload('me.png', 'image/png', Buffer.from('not a picture'));
    expectApiError(text, 400, 'image', /not a picture we can read/);
    const gif = await upload('me.gif', 'image/gif', await picture('gif', 50, 50));
    expectApiError(gif, 400, 'image', /Only JPEG, PNG, WebP and AVIF/);
    const huge = await upload('me.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode, huge.body).toBe(413);
    expect((await profile()).image).toBe(before);
    expect((await app.db.select().from(media)).length).toBe(stored);
  });

  it('is for signed-in people only', async () => {
    expectApiError(await upload('me.png', 'image/png', await picture('png', 60, 60), null), 401);
  });
});

describe("a customer's own photo, changed too often", () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

  it('takes ten a minute from one client, then answers 429 and keeps the tenth', async () => {
    const busy = await signUp(app, { name: 'Busy Bee' });
    const small = await picture('png', 60, 60);
    const answers: number[] = [];
    let last = '';
    for (let n = 0; n < 11; n += 1) {
      const body = multipartFile('image', 'me.png', 'image/png', small);
      const res = await app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        headers: { ...busy.headers, ...body.headers },
        payload: body.payload,
      });
      answers.push(res.statusCode);
      if (res.statusCode === 200) last = res.json().image;
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    const profile = await app.inject({ url: '/api/profile', headers: busy.headers });
    expect(profile.json().image).toBe(last);
  });
});
