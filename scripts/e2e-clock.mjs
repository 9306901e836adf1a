// The shop's clock, held by the browser tests: loaded into the server they test (scripts/e2e-server.mjs
// passes it with `--import` when E2E_CLOCK_PORT is set), never into a shop that serves customers.
//
// Every reading of the time in the server's JavaScript (`Date.now()`, `new Date()`) runs `offset`
// milliseconds ahead of the real clock, and a small HTTP server on 127.0.0.1:E2E_CLOCK_PORT lets a test
// move it: `POST /advance?ms=N` puts the clock N ms ahead of where it was, `POST /reset` back to the real
// time. Each answers once the new time is in force, with `{ "offsetMs": … }`. So a test can watch an
// unpaid order run out of time without waiting for it (apps/web/e2e/support/shop-clock.ts). The
// database's own `now()` keeps the real time; nothing an order's time limit reads depends on it.
// Timers (setInterval) keep real time too: the expiry sweep still runs every few real seconds.
import http from 'node:http';

const port = Number(process.env.E2E_CLOCK_PORT);
if (!Number.isInteger(port) || port <= 0)
  throw new Error(`E2E_CLOCK_PORT must be a port, not "${process.env.E2E_CLOCK_PORT}"`);

let offsetMs = 0;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);

// A proxy keeps every Date one class: `instanceof Date` holds for dates made before and after.
globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [realNow() + offsetMs] : args, newTarget);
  },
  get(target, key, receiver) {
    if (key === 'now') return () => realNow() + offsetMs;
    return Reflect.get(target, key, receiver);
  },
});

const control = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'POST' && url.pathname === '/advance') {
    const ms = Number(url.searchParams.get('ms'));
    if (!Number.isFinite(ms) || ms < 0) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'ms must be a number of milliseconds, 0 or more' }));
      return;
    }
    offsetMs += ms;
  } else if (request.method === 'POST' && url.pathname === '/reset') {
    offsetMs = 0;
  } else {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'POST /advance?ms=N or POST /reset' }));
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ offsetMs }));
});
control.listen(port, '127.0.0.1');
// The clock's server never keeps the shop's process alive on its own.
control.unref();
