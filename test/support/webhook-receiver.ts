import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook as SvixWebhook } from 'svix';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { waitFor } from './processes';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  receivedAt: number;
}

/** How the receiver answers a delivery (default 200). */
export type Responder = (delivery: ReceivedDelivery, res: ServerResponse) => void;

/**
 * A subscriber on 127.0.0.1 (tests only reach loopback): records every delivery; `verify` checks one with the
 * `svix` and the `standardwebhooks` libraries, unchanged, as a subscriber would.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  respond: Responder = (_d, res) => res.writeHead(200).end('ok');
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hook`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const delivery = { headers: req.headers, body, json: safeJson(body), receivedAt: Date.now() };
        this.received.push(delivery);
        this.respond(delivery, res);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  ofType(type: string): ReceivedDelivery[] {
    return this.received.filter((d) => d.json?.type === type);
  }

  async waitForCount(count: number, what = `${count} deliveries`, timeoutMs = 20_000, filter: (d: ReceivedDelivery) => boolean = () => true): Promise<ReceivedDelivery[]> {
    await waitFor(() => this.received.filter(filter).length >= count, timeoutMs, what);
    return this.received.filter(filter);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** Verifies with both libraries; throws what they throw. Returns the payload both agree on. */
export function verify(secret: string, delivery: ReceivedDelivery): unknown {
  const headers = {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  };
  const bySvix = new SvixWebhook(secret).verify(delivery.body, headers);
  const byStandard = new StandardWebhook(secret).verify(delivery.body, headers);
  expect(byStandard).toEqual(bySvix);
  return bySvix;
}

export function verifies(secret: string, delivery: ReceivedDelivery): boolean {
  try {
    verify(secret, delivery);
    return true;
  } catch {
    return false;
  }
}

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
