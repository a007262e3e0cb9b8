/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator's web routes on their own: the scrape and detect answers hold exactly the keys of the endpoint pages'
 * examples (checked against the pages where the spec folder is there), with the documented binary-target fields; the
 * prices of the cost table (engines not summed under escalation); a blocked page's 422 in the docs' "Blocked" shape;
 * max_cost refused with 400 when the estimate passes it; the detect cache; FastAPI's 422 for a body out of range; a
 * batch job finishing a third of its URLs at each read, the failing URL a result of its own; the unblock jobs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EXAMPLE_JOB, UNBLOCK_JOBS } from './fixtures/web/jobs';
import { SPEC_DIR, SPEC_THERE } from './documented';
import { DEFAULT_TEST_KEY } from './index';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;

const post = async (path: string, body: unknown) => {
	const response = await fetch(`${suite.emulator.url}${path}`, {
		method: 'POST',
		headers: { 'x-api-key': DEFAULT_TEST_KEY, 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	return { status: response.status, body: (await response.json()) as Json, credits: response.headers.get('x-credits-used') };
};

/** The JSON examples of an endpoint page, by their title ("200 — Success", "422 — Blocked"). */
function pageExamples(file: string): Record<string, Json> {
	const text = readFileSync(join(SPEC_DIR, 'docs', 'api-reference', 'endpoint', 'web-scraping', file), 'utf8');
	const examples: Record<string, Json> = {};
	for (const match of text.matchAll(/```json ([^\n]+)\n([\s\S]*?)```/g)) {
		try {
			examples[match[1].trim()] = JSON.parse(match[2]) as Json;
		} catch {
			// A request body with comments or a fragment is no example answer.
		}
	}
	return examples;
}

/** What the scrape page documents beyond its examples: the binary target's fields (always `is_binary`, `content_type`). */
const BINARY_FIELDS = ['is_binary', 'content_type'];

describe('POST /v1/web/scrape', () => {
	test('an HTTP page: 1 credit, the answer\'s keys those of the docs\' example (and the two binary-target fields)', async () => {
		const reply = await post('/v1/web/scrape', { url: 'https://example.com/', format: 'markdown' });
		expect(reply.status).toBe(200);
		expect(reply.credits).toBe('1');
		expect(reply.body).toMatchObject({ success: true, engine_used: 'http', credits_used: 1, format: 'markdown', is_binary: false });
		if (SPEC_THERE) {
			const example = pageExamples('scrape.mdx')['200 — Success'];
			expect(Object.keys(reply.body).sort()).toEqual([...Object.keys(example), ...BINARY_FIELDS].sort());
		}
	});

	test('a blocked page: 422 in the docs\' "Blocked" shape, nothing charged; Escalate reaches the premium browser for 10, not 1+5+10', async () => {
		const blocked = await post('/v1/web/scrape', { url: 'https://protected.example.com/' });
		expect(blocked.status).toBe(422);
		expect(blocked.credits).toBeNull();
		expect(blocked.body).toMatchObject({ success: false, blocking_detected: true, blocking_details: { block_type: 'cloudflare' }, credits_used: 0 });
		if (SPEC_THERE) expect(Object.keys(blocked.body).sort()).toEqual(Object.keys(pageExamples('scrape.mdx')['422 — Blocked']).sort());
		const escalated = await post('/v1/web/scrape', { url: 'https://protected.example.com/', escalate: true });
		expect(escalated.body).toMatchObject({ engine_used: 'windows_chrome', credits_used: 10 });
		expect(escalated.credits).toBe('10');
	});

	test('add-ons: a browser for a screenshot, +3 video, +2 AI, +5 when a solver runs; the files as real PNG and GIF base64', async () => {
		const reply = await post('/v1/web/scrape', { url: 'https://example.com/', screenshot: true, video: true, ai_extract: true, ai_prompt: 'x' });
		expect(reply.body).toMatchObject({ engine_used: 'browser', credits_used: 10 });
		expect(Buffer.from(reply.body.screenshot_url as string, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		expect(Buffer.from(reply.body.video_url as string, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
		const solved = await post('/v1/web/scrape', { url: 'https://protected.example.com/', anti_bot: true });
		expect(solved.body).toMatchObject({ engine_used: 'http', credits_used: 6, anti_bot_solved: true });
	});

	test('max_cost: refused with 400 when the estimate passes it, and before escalating past it', async () => {
		expect((await post('/v1/web/scrape', { url: 'https://shop.example.com/products', max_cost: 4 })).status).toBe(400);
		const stopped = await post('/v1/web/scrape', { url: 'https://protected.example.com/', escalate: true, max_cost: 5 });
		expect(stopped.status).toBe(400);
		expect(stopped.body.detail).toBe('Estimated cost of 10 credits exceeds max_cost of 5');
		expect((await post('/v1/web/scrape', { url: 'https://example.com/', max_cost: 1 })).status).toBe(200);
	});

	test('a file: content null, content_base64 and its media type; a URL that is not http(s): 400; a body out of range: 422', async () => {
		const file = await post('/v1/web/scrape', { url: 'https://example.com/report.pdf' });
		expect(file.body).toMatchObject({ is_binary: true, content: null, content_type: 'application/pdf' });
		expect(Buffer.from(file.body.content_base64 as string, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
		expect((await post('/v1/web/scrape', { url: 'ftp://example.com/' })).status).toBe(400);
		const invalid = await post('/v1/web/scrape', { url: 'https://example.com/', wait_timeout: 500, format: 'pdf' });
		expect(invalid.status).toBe(422);
		expect((invalid.body.detail as Json[]).map((issue) => (issue.loc as string[]).join('.'))).toEqual(['body.format', 'body.wait_timeout']);
		expect((await post('/v1/web/scrape', { format: 'html' })).status).toBe(422);
	});

	test('a page that fails: 500, not billed', async () => {
		const reply = await post('/v1/web/scrape', { url: 'https://broken.example.com/' });
		expect(reply.status).toBe(500);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});

describe('POST /v1/web/detect', () => {
	test('the docs\' keys; 1 credit fresh, 0 for the domain\'s cached answer within 5 minutes', async () => {
		const fresh = await post('/v1/web/detect', { url: 'https://protected.example.com/' });
		expect(fresh.body).toMatchObject({ is_blocked: true, blocking_type: 'cloudflare', credits_used: 1 });
		if (SPEC_THERE) expect(Object.keys(fresh.body).sort()).toEqual(Object.keys(pageExamples('detect.mdx')['200 — Protection Detected']).sort());
		const cached = await post('/v1/web/detect', { url: 'https://protected.example.com/other' });
		expect(cached.body).toMatchObject({ credits_used: 0, duration_ms: 12 });
		expect(cached.credits).toBe('0');
		expect((await post('/v1/web/detect', { url: 'https://example.com/', timeout: 999 })).status).toBe(422);
	});
});

describe('batch and unblock jobs', () => {
	test('a job finishes a third of its URLs at each read; the failing URL is a result with error; billed when submitted, read free', async () => {
		const submitted = await post('/v1/web/batch', { urls: ['https://example.com/', 'https://broken.example.com/', 'https://shop.example.com/products'] });
		expect(submitted.body).toMatchObject({ job_id: 'batch_000001', status: 'pending', total: 3 });
		expect(submitted.credits).toBe('6');
		const statuses: string[] = [];
		for (let read = 0; read < 3; read++) statuses.push((await suite.get<Json>('/v1/web/batch/batch_000001')).body.status as string);
		expect(statuses).toEqual(['running', 'running', 'completed']);
		const done = await suite.get<Json>('/v1/web/batch/batch_000001');
		expect(done.credits).toBe('0');
		expect((done.body.results as Json[]).map((result) => [result.url, result.success, result.error ?? null])).toEqual([
			['https://example.com/', true, null],
			['https://broken.example.com/', false, 'Failed to fetch https://broken.example.com/: the target closed the connection'],
			['https://shop.example.com/products', true, null],
		]);
		expect(done.body).toMatchObject({ completed: 2, failed: 1 });
	});

	test('the job every emulator has; an unknown job is 404; a body without URLs is 422', async () => {
		expect((await suite.get<Json>(`/v1/web/batch/${EXAMPLE_JOB.job_id}`)).body).toMatchObject({ status: 'completed', total: 3, failed: 1 });
		expect((await suite.get<Json>('/v1/web/batch/batch_404')).status).toBe(404);
		expect((await post('/v1/web/batch', {})).status).toBe(422);
	});

	test('unblock jobs: as kept, free; an unknown one is 404', async () => {
		for (const [id, job] of Object.entries(UNBLOCK_JOBS)) {
			const reply = await suite.get<Json>(`/v1/web/unblock/${id}`);
			expect(reply.body).toEqual(job);
			expect(reply.credits).toBe('0');
		}
		expect((await suite.get<Json>('/v1/web/unblock/00000000-0000-4000-8000-000000000000')).status).toBe(404);
	});
});

describe('the benchmark pages (bench.example.com)', () => {
	const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

	test('a screenshot of 300 KB to 1 MB of valid PNG (640x360, RGB), the same every time; other hosts keep the 1x1 one', async () => {
		const first = await post('/v1/web/screenshot', { url: 'https://bench.example.com/1' });
		const again = await post('/v1/web/scrape', { url: 'https://bench.example.com/2', screenshot: true });
		const png = Buffer.from(first.body.screenshot as string, 'base64');
		expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
		expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
		expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 360]);
		expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
		expect(png.length).toBeGreaterThan(300 * 1024);
		expect(png.length).toBeLessThan(1024 * 1024);
		expect(again.body.screenshot_url).toBe(first.body.screenshot);
		const other = await post('/v1/web/screenshot', { url: 'https://example.com/' });
		expect(Buffer.from(other.body.screenshot as string, 'base64').length).toBeLessThan(100);
	});

	test('https://bench.example.com/5mb: 5 MB of Markdown, and HTML at least as large', async () => {
		const markdown = await post('/v1/web/scrape', { url: 'https://bench.example.com/5mb', format: 'markdown' });
		const html = await post('/v1/web/scrape', { url: 'https://bench.example.com/5mb', format: 'html' });
		const size = (text: unknown) => Buffer.byteLength(text as string, 'utf8');
		expect(size(markdown.body.content)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
		expect(size(markdown.body.content)).toBeLessThan(5.1 * 1024 * 1024);
		expect(markdown.body.content_length).toBe(size(markdown.body.content));
		expect(size(html.body.content)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
	});
});
