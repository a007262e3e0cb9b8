/**
 * `POST /v1/web/batch`, `GET /v1/web/batch/{job_id}` and `GET /v1/web/unblock/{job_id}`. The live OpenAPI gives these
 * paths with no request or answer schema, and the docs no page: the batch takes `urls` (the CLI's `web batch <url1>
 * <url2>...`), its pages in the scrape's default format (HTML); its job answers its status and one scrape answer per
 * URL as each is done. A
 * job is billed when submitted, for what its URLs' scrapes cost (the engine each needs; a URL that fails costs
 * nothing), and reading it is free; an unknown job is a 404.
 */
import { EXAMPLE_JOB, SLOW_URL, UNBLOCK_JOBS } from '../../fixtures/web/jobs';
import { ApiError } from '../../route';
import { scrape } from './scrape';

interface Job {
	job_id: string;
	urls: string[];
	format: string;
	/** Status reads so far: each finishes a third more of the URLs. */
	reads: number;
	created_at: string;
}

type Result = Record<string, unknown>;

/** One URL's result: its scrape answer, or what failed. */
function resultOf(url: string, format: string): Result {
	try {
		return scrape({ url, format });
	} catch (error) {
		const detail = error instanceof ApiError ? (error.body as { detail?: unknown; blocking_detected?: unknown }) : undefined;
		const reason = typeof detail?.detail === 'string' ? detail.detail : detail?.blocking_detected === true ? 'blocking_page_detected' : 'scrape failed';
		return { url, success: false, status_code: null, content: null, format, engine_used: null, credits_used: 0, error: reason };
	}
}

/** What a job's URLs cost: the sum of their scrapes' charges, known once submitted (pages are fixed). */
export function jobCredits(urls: string[], format: string): number {
	return urls.filter((url) => url !== SLOW_URL).reduce((sum, url) => sum + Number(resultOf(url, format).credits_used), 0);
}

const jobs = (state: Map<string, unknown>) => {
	let found = state.get('web.batchJobs') as Map<string, Job> | undefined;
	if (!found) {
		found = new Map();
		state.set('web.batchJobs', found);
	}
	return found;
};

/** Submits a job; its ID is made from its place in the emulator's jobs, the same on every run. */
export function submitBatch(body: Record<string, unknown>, state: Map<string, unknown>, now: number): Record<string, unknown> {
	const urls = body.urls as string[];
	const bad = urls.find((url) => !/^https?:\/\//i.test(url) || !URL.canParse(url));
	if (bad !== undefined) throw new ApiError(400, { detail: `Invalid URL: ${bad}. Must be a valid HTTP or HTTPS URL.` });
	const all = jobs(state);
	const job: Job = {
		job_id: `batch_${String(all.size + 1).padStart(6, '0')}`,
		urls,
		format: 'html',
		reads: 0,
		created_at: new Date(now).toISOString(),
	};
	all.set(job.job_id, job);
	return { ...statusOf(job), credits_used: jobCredits(urls, job.format) };
}

/** A job as its status read answers: done URLs in order, until all are (a slow URL never is). */
function statusOf(job: Job): Record<string, unknown> {
	const perRead = Math.max(1, Math.ceil(job.urls.length / 3));
	const done = job.urls.slice(0, Math.min(job.urls.length, job.reads * perRead)).filter((url) => url !== SLOW_URL);
	const results = done.map((url) => resultOf(url, job.format));
	const finished = done.length === job.urls.length;
	const failed = results.filter((result) => result.success !== true).length;
	return {
		job_id: job.job_id,
		status: finished ? 'completed' : job.reads === 0 ? 'pending' : 'running',
		total: job.urls.length,
		completed: results.length - failed,
		failed,
		results,
		created_at: job.created_at,
	};
}

/** The job every emulator has, finished (EXAMPLE_JOB). */
const exampleJob = (): Job => ({ ...EXAMPLE_JOB, urls: [...EXAMPLE_JOB.urls], format: 'html', reads: 3 });

export function readBatch(jobId: string, state: Map<string, unknown>): Record<string, unknown> {
	if (jobId === EXAMPLE_JOB.job_id) return statusOf(exampleJob());
	const job = jobs(state).get(jobId);
	if (!job) throw ApiError.notFound(`Batch job ${jobId} not found`);
	job.reads++;
	return statusOf(job);
}

export function readUnblock(jobId: string): Record<string, unknown> {
	const job = UNBLOCK_JOBS[jobId];
	if (!job) throw ApiError.notFound(`Unblock job ${jobId} not found`);
	return job;
}
