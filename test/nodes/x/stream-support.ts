/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * What the X stream tests share: a webhook receiver on 127.0.0.1 that keeps each delivery's headers and raw body and
 * answers with the statuses a test sets, and the signature check a receiver does.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
	headers: http.IncomingHttpHeaders;
	raw: string;
	json: Record<string, unknown>;
	status: number;
}

export interface Receiver {
	url: string;
	received: Received[];
	/** Statuses for the next deliveries, in order; 200 once they are used up. */
	answers: number[];
	close(): Promise<void>;
}

export async function webhookReceiver(): Promise<Receiver> {
	const received: Received[] = [];
	const answers: number[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const raw = Buffer.concat(chunks).toString('utf8');
			const status = answers.shift() ?? 200;
			received.push({ headers: req.headers, raw, json: JSON.parse(raw) as Record<string, unknown>, status });
			res.writeHead(status).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/hook`,
		received,
		answers,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

export const signatureOf = (secret: string, raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
