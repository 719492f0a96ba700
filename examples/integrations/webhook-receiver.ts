// A webhook receiver in a few lines: verifies each delivery with the official Standard
// Webhooks library, drops duplicates by webhook-id, answers 204 fast.
// Run: WEBHOOK_SECRET=whsec_… PORT=9000 npx tsx examples/integrations/webhook-receiver.ts
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? '');
// Keep these in your database for a few days in a real receiver.
const seen = new Set<string>();

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    let event: { type: string; data: unknown };
    try {
      // The raw body, as received: a re-serialised JSON would not match the signature.
      event = webhook.verify(Buffer.concat(chunks).toString('utf8'), headers) as typeof event;
    } catch {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(204).end();
    if (seen.has(headers['webhook-id'])) return;
    seen.add(headers['webhook-id']);
    console.log(event.type, JSON.stringify(event.data));
  });
}).listen(Number(process.env.PORT ?? 9000));
