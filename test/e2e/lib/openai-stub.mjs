/**
 * A loopback stand-in for the OpenAI Chat Completions API, enough of it for n8n's AI Agent with the "OpenAI Chat
 * Model" sub-node pointed at it (the `openAiApi` credential's Base URL): `POST /v1/chat/completions`, answered in one
 * JSON body or, when the request asks for `stream`, as server-sent chunks; `GET /v1/models` for a node that lists
 * models. What the model says is up to `respond` (the test's script); the stub records every request as it came
 * (headers and the parsed body, with the `tools` offered and the tool messages sent back) for the test to check.
 */
import { createServer } from 'node:http';

export const STUB_MODEL = 'scripted-model';

/**
 * @param respond (body, request) => { content?: string, toolCalls?: Array<{ id, name, arguments: object }> }: the
 *   assistant's next message for a chat completions request body; `request` is what the stub recorded of it.
 */
export async function startOpenAiStub({ respond }) {
	/** Every request received: { at, method, path, headers, raw, body }, in order. */
	const requests = [];
	let sequence = 0;

	function sendJson(res, status, body) {
		const text = JSON.stringify(body);
		res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
		res.end(text);
	}

	function completion(message, body) {
		const toolCalls = (message.toolCalls ?? []).map((call) => ({
			id: call.id,
			type: 'function',
			function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
		}));
		return {
			id: `chatcmpl-stub-${++sequence}`,
			created: Math.floor(Date.now() / 1000),
			model: body.model ?? STUB_MODEL,
			toolCalls,
			content: message.content ?? (toolCalls.length > 0 ? null : ''),
			finishReason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
			usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
		};
	}

	function sendCompletion(res, answer) {
		sendJson(res, 200, {
			id: answer.id,
			object: 'chat.completion',
			created: answer.created,
			model: answer.model,
			choices: [
				{
					index: 0,
					message: { role: 'assistant', content: answer.content, ...(answer.toolCalls.length > 0 ? { tool_calls: answer.toolCalls } : {}) },
					logprobs: null,
					finish_reason: answer.finishReason,
				},
			],
			usage: answer.usage,
		});
	}

	/** The same answer as chat.completion.chunk events: the role, the text, each tool call whole, the finish, [DONE]. */
	function sendStream(res, answer, body) {
		res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
		const chunk = (delta, finishReason = null, extra = {}) =>
			res.write(
				`data: ${JSON.stringify({
					id: answer.id,
					object: 'chat.completion.chunk',
					created: answer.created,
					model: answer.model,
					choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
					...extra,
				})}\n\n`,
			);
		chunk({ role: 'assistant', content: answer.toolCalls.length > 0 ? null : '' });
		if (answer.content) chunk({ content: answer.content });
		answer.toolCalls.forEach((call, index) => chunk({ tool_calls: [{ index, ...call }] }));
		chunk({}, answer.finishReason);
		if (body.stream_options?.include_usage) {
			res.write(
				`data: ${JSON.stringify({ id: answer.id, object: 'chat.completion.chunk', created: answer.created, model: answer.model, choices: [], usage: answer.usage })}\n\n`,
			);
		}
		res.end('data: [DONE]\n\n');
	}

	const server = createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', async () => {
			const raw = Buffer.concat(chunks).toString('utf8');
			const path = new URL(req.url, 'http://127.0.0.1').pathname.replace(/\/+$/, '');
			const record = { at: Date.now(), method: req.method, path, headers: { ...req.headers }, raw, body: undefined };
			requests.push(record);
			try {
				if (req.method === 'GET' && path.endsWith('/models')) {
					sendJson(res, 200, { object: 'list', data: [{ id: STUB_MODEL, object: 'model', created: 0, owned_by: 'scrapebadger-e2e' }] });
					return;
				}
				if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
					sendJson(res, 404, { error: { message: `the stub does not serve ${req.method} ${path}`, type: 'invalid_request_error' } });
					return;
				}
				record.body = JSON.parse(raw);
				const answer = completion(await respond(record.body, record), record.body);
				if (record.body.stream) sendStream(res, answer, record.body);
				else sendCompletion(res, answer);
			} catch (error) {
				record.error = error instanceof Error ? error.message : String(error);
				if (!res.headersSent) sendJson(res, 500, { error: { message: `stub: ${record.error}`, type: 'server_error' } });
				else res.end();
			}
		});
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', resolve);
	});
	const { port } = server.address();
	return {
		/** The Base URL to give n8n's openAiApi credential (OpenAI's own ends in /v1 too). */
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		/** The chat completions requests with their parsed bodies. */
		completions: () => requests.filter((request) => request.body !== undefined),
		clear: () => requests.splice(0, requests.length),
		stop: () =>
			new Promise((resolve) => {
				server.closeAllConnections?.();
				server.close(() => resolve());
			}),
	};
}

/** A message's text: OpenAI content is a string or a list of parts. */
export function messageText(message) {
	const { content } = message ?? {};
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map((part) => (typeof part === 'string' ? part : (part?.text ?? ''))).join('');
	return content === null || content === undefined ? '' : JSON.stringify(content);
}
