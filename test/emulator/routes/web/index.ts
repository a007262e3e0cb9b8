/**
 * The web scraping routes (`/v1/web/...`): answers as the endpoint pages show them (scrape, detect), and for the live
 * paths the docs give no page (extract, screenshot, batch, unblock) the fields ScrapeBadger's CLI and SDK name; data
 * in fixtures/web/. `/v1/web/health`, the service's uptime check for its own monitors, is no operation and not served.
 */
import { defineRoute } from '../../route';
import { bodyRules } from './body';
import { readBatch, readUnblock, submitBatch } from './jobs';
import { detect, extract, screenshot } from './pages';
import { scrape, SCRAPE_FIELDS } from './scrape';

/** The answer's own charge: the engine that produced it and the add-ons it ran. */
const charged = (answer: { credits_used: number }) => answer.credits_used;

/** A job or unblock ID: the path segment as the service hands it out. */
const JOB_ID = { pattern: '^[A-Za-z0-9_-]{1,64}$' };

export const webRoutes = [
	defineRoute({ method: 'POST', path: '/v1/web/scrape', body: bodyRules(SCRAPE_FIELDS), credits: charged, handle: ({ body, live }) => scrape(body, live) }),
	defineRoute({
		method: 'POST',
		path: '/v1/web/detect',
		body: bodyRules({ url: { type: 'string', required: true }, timeout: { type: 'integer', min: 1000, max: 60000 }, country: { type: 'string' } }),
		credits: charged,
		handle: ({ body, state, key, now }) => detect(body, state, key, now),
	}),
	defineRoute({
		method: 'POST',
		path: '/v1/web/screenshot',
		body: bodyRules({ url: { type: 'string', required: true } }),
		credits: charged,
		handle: ({ body }) => screenshot(body),
	}),
	defineRoute({
		method: 'POST',
		path: '/v1/web/extract',
		body: bodyRules({
			url: { type: 'string', required: true },
			extract_rules: { type: 'object' },
			ai_extract_rules: { type: 'object' },
			ai_query: { type: 'string', maxLength: 2000 },
		}),
		credits: charged,
		handle: ({ body, live }) => extract(body, live),
	}),
	defineRoute({
		method: 'POST',
		path: '/v1/web/batch',
		body: bodyRules({ urls: { type: 'list', required: true, items: 'string', minItems: 1 } }),
		credits: charged,
		handle: ({ body, state, now }) => submitBatch(body, state, now) as Record<string, unknown> & { credits_used: number },
	}),
	defineRoute({ path: '/v1/web/batch/{job_id}', pathParams: { job_id: JOB_ID }, credits: 0, handle: ({ params, state }) => readBatch(params.job_id, state) }),
	defineRoute({ path: '/v1/web/unblock/{job_id}', pathParams: { job_id: JOB_ID }, credits: 0, handle: ({ params }) => readUnblock(params.job_id) }),
];
