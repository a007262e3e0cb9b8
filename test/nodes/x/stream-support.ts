/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * What the X stream tests share: a webhook receiver on 127.0.0.1 that keeps each delivery's headers and raw body and
 * answers with the statuses a test sets, the signature check a receiver does, and the suite of the Stream resources'
 * test files (streamMonitor, filterRule, streamWebhook): the X node on an emulator, a receiver, and what they read.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INodeParameters } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { nodeSuite } from '../../harness/suite';
import { operation, refusedX, runX } from './support';

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

/** Credits the key of a Stream resource test starts with: enough for every monitor's first day. */
export const START_CREDITS = 1_000_000;

export const monitor = (name: string) => operation('streamMonitor', name);
export const rule = (name: string) => operation('filterRule', name);
export const webhook = (name: string) => operation('streamWebhook', name);

/**
 * A Stream resource test file's suite: the X node on its own emulator, and a webhook receiver started before its tests
 * (the object is filled in then), emptied before each test, with the emulator's delivery retries made short.
 */
export function streamSuite() {
	const suite = nodeSuite({ keys: { sb_test_key: START_CREDITS } });
	const run = runX(suite);
	const receiver = {} as Receiver;
	beforeAll(async () => {
		Object.assign(receiver, await webhookReceiver());
	});
	afterAll(async () => await receiver.close());
	beforeEach(() => {
		receiver.received.length = 0;
		receiver.answers.length = 0;
		suite.emulator.stream.settings.retryDelaysMs = [20, 40, 80];
	});

	/** The requests the emulator got: method, path and JSON body. */
	const sent = () => suite.emulator.requests.map(({ method, path, body }) => ({ method, path, ...(body === undefined ? {} : { body }) }));

	/** A monitor of two accounts delivering to the receiver, made through Stream Monitor > Create. */
	async function createMonitor(extra: Record<string, unknown> = {}) {
		const { items, error } = await run(
			monitor('create')({
				name: 'Launch watch',
				usernames: 'openskies, @marta_codes',
				webhook_url: receiver.url,
				webhook_secret: 'monitor-secret',
				...extra,
			} as INodeParameters),
		);
		expect(error).toBeUndefined();
		return items[0].json as { id: string; [key: string]: unknown };
	}

	return { suite, run, refused: refusedX(suite), receiver, sent, createMonitor };
}

export const json = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json);

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
	const started = Date.now();
	while (!condition()) {
		if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
		await sleep(20);
	}
}
