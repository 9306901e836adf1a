/**
 * The bench's load generator: autocannon, keeping an answer's body only for a request that reads it
 * (`onResponse`); every answer is still received whole and counted in bytes
 * (docs/decisions/0022-how-the-bench-measures.md). autocannon decodes every body into a string, and on
 * the catalogue's 21 KB first page that decoding, not the server, bounded the figure. No request here
 * passes `expectBody` or `verifyBody`, which would need every body.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

interface Pending {
  req?: { onResponse?: unknown };
}
interface Queue {
  peek(): Pending | undefined;
  addBody(data: Buffer): void;
}

const require = createRequire(import.meta.url);
const queue: { prototype: Queue } = require('autocannon/lib/pipelinedRequestsQueue.js');
const addBody = queue.prototype.addBody;
if (typeof addBody !== 'function') throw new Error('autocannon no longer has PipelinedRequestsQueue#addBody');
queue.prototype.addBody = function addBodyIfRead(this: Queue, data: Buffer) {
  if (typeof this.peek()?.req?.onResponse === 'function') addBody.call(this, data);
};

export default autocannon;
