// The framework's own ceiling on this machine: a bare Fastify route in its own process. Given
// BENCH_ANSWERS (a JSON file of answers the shop gave), it also answers each of those paths with the very
// same status, headers and bytes, kept as they are: the ceiling for a list that must send those bytes.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { PreparedAnswer } from './measure.ts';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
if (process.env.BENCH_ANSWERS) {
  const answers = new Map(
    (JSON.parse(readFileSync(process.env.BENCH_ANSWERS, 'utf8')) as PreparedAnswer[]).map((answer) => [
      answer.path,
      { ...answer, body: Buffer.from(answer.body, 'base64') },
    ]),
  );
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
