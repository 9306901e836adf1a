import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Session } from './sessions.ts';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----teatree${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a JPEG photo as the owner's form does (POST /api/media, as `who`); answers its address. */
export async function uploadPhoto(app: TestApp, who: Session, filename: string, data: Buffer): Promise<string> {
  const upload = multipartFile('image', filename, 'image/jpeg', data);
  const res = await app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...who.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}
