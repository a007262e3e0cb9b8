/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A response decided by the pipeline but not yet written, so latency can be applied before sending. */
export interface PlannedResponse {
	status: number;
	headers: Record<string, string>;
	body: string;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): PlannedResponse {
	return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function emptyResponse(status: number, headers: Record<string, string> = {}): PlannedResponse {
	return { status, headers, body: '' };
}

export function send(res: ServerResponse, planned: PlannedResponse): void {
	const body = Buffer.from(planned.body, 'utf8');
	res.writeHead(planned.status, { ...planned.headers, 'Content-Length': String(body.length) });
	res.end(body);
}

const MAX_BODY_BYTES = 1_000_000;

/** Reads a small JSON request body (control surface only). Empty body reads as undefined. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req) {
		const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
		size += buffer.length;
		if (size > MAX_BODY_BYTES) throw new SyntaxError('request body too large');
		chunks.push(buffer);
	}
	const text = Buffer.concat(chunks).toString('utf8').trim();
	return text === '' ? undefined : (JSON.parse(text) as unknown);
}
