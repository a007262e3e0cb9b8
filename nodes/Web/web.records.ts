/**
 * What the Web node makes of ScrapeBadger's answers: a scrape's screenshot, video and downloaded file (base64 in the
 * answer) as n8n binary files, never left as base64 in the JSON; the most a scrape can cost, from what it asks; and
 * a page as an AI tool call gives it to a model.
 */
import type { IBinaryKeyData, IDataObject } from 'n8n-workflow';

import type { OutputContext, OutputItem } from '../shared/descriptor';
import { fileNameFor } from './web.urls';

/** Credits of each engine tier and add-on, from the web scraping overview's cost table. */
export const PRICES = { http: 1, browser: 5, premiumBrowser: 10, antiBot: 5, aiExtract: 2, video: 3 } as const;

/**
 * The most a scrape can cost, from its body: Auto may need a browser (5) for a JavaScript-heavy page, Escalate a
 * premium browser (10); anti-bot, AI extraction and video add theirs. Escalation is billed only for the engine that
 * succeeds, so the engine's share is the dearest engine it may reach, never a sum.
 */
export function scrapeWorstCase(body: IDataObject): number {
	const engine = body.escalate === true ? PRICES.premiumBrowser : PRICES.browser;
	return (
		engine +
		(body.anti_bot === true ? PRICES.antiBot : 0) +
		(body.ai_extract === true ? PRICES.aiExtract : 0) +
		(body.video === true ? PRICES.video : 0)
	);
}

/** The scrape price said in words, for the notice, the Operation dropdown and the operation reference. */
export const SCRAPE_PRICE =
	'Costs 1 credit by HTTP, 5 by browser (JavaScript, waits, actions, screenshot, video), 10 by premium browser (reached only with Escalate, billed only for the engine that succeeds); +5 when an anti-bot solver runs, +2 for AI extraction, +3 for video. Failed requests cost nothing.';

/** Base64 as the service sends it, or with a `data:...;base64,` prefix; undefined when there is nothing to decode. */
function decoded(value: unknown): Buffer | undefined {
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	const data = Buffer.from(value.replace(/^data:[^,]*;base64,/, ''), 'base64');
	return data.length > 0 ? data : undefined;
}

/** One file taken out of an answer into a binary field, said in the JSON by field, name, type and size. */
interface FileOut {
	/** The answer's key holding the base64. */
	key: string;
	field: string;
	fileName: string;
	mimeType: string;
}

/**
 * An answer's base64 files moved into binary fields through n8n's binary helper (so they land in whatever binary mode
 * n8n runs), and named in the JSON's `files`; the base64 itself never stays in the JSON.
 */
export async function withFiles(answer: IDataObject, files: FileOut[], context: OutputContext): Promise<OutputItem> {
	const json: IDataObject = { ...answer };
	const binary: IBinaryKeyData = {};
	const said: IDataObject[] = [];
	for (const file of files) {
		const data = decoded(answer[file.key]);
		delete json[file.key];
		if (data === undefined) continue;
		binary[file.field] = await context.binaryBuffer(data, file.fileName, file.mimeType);
		said.push({ field: file.field, file_name: file.fileName, mime_type: file.mimeType, bytes: data.length });
	}
	json.files = said;
	return said.length > 0 ? { json, binary } : { json };
}

const fieldOf = (context: OutputContext, name: string, fallback: string) =>
	typeof context.values[name] === 'string' && context.values[name] !== '' ? (context.values[name] as string) : fallback;

/** The file a binary target (an image, a PDF) came back as: its media type, and an extension for its name. */
function downloadedFile(answer: IDataObject, context: OutputContext): FileOut {
	const mimeType = typeof answer.content_type === 'string' && answer.content_type !== '' ? answer.content_type : 'application/octet-stream';
	const extension = /\/([A-Za-z0-9]+)(?:\+|$)/.exec(mimeType)?.[1]?.toLowerCase() ?? 'bin';
	const url = typeof answer.url === 'string' ? answer.url : '';
	return { key: 'content_base64', field: fieldOf(context, 'fileBinaryField', 'data'), fileName: fileNameFor(url, extension === 'octet' ? 'bin' : extension), mimeType };
}

/**
 * A scrape's answer as one item: the page's text and facts in the JSON (`engine_used` and `credits_used` say which
 * engine produced it and what it was charged), its screenshot (PNG), video (GIF) and a downloaded file in binary fields.
 */
export async function scrapeOutput(answers: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const items: OutputItem[] = [];
	for (const answer of answers) {
		const url = typeof answer.url === 'string' ? answer.url : '';
		items.push(
			await withFiles(
				answer,
				[
					{ key: 'screenshot_url', field: fieldOf(context, 'screenshotBinaryField', 'screenshot'), fileName: fileNameFor(url, 'png'), mimeType: 'image/png' },
					{ key: 'video_url', field: fieldOf(context, 'videoBinaryField', 'video'), fileName: fileNameFor(url, 'gif'), mimeType: 'image/gif' },
					downloadedFile(answer, context),
				],
				context,
			),
		);
	}
	return items;
}

/** A screenshot's answer as one item: the PNG in a binary field, the facts in the JSON. */
export async function screenshotOutput(answers: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const items: OutputItem[] = [];
	for (const answer of answers) {
		const url = typeof answer.url === 'string' ? answer.url : '';
		items.push(await withFiles(answer, [{ key: 'screenshot', field: fieldOf(context, 'screenshotBinaryField', 'screenshot'), fileName: fileNameFor(url, 'png'), mimeType: 'image/png' }], context));
	}
	return items;
}

/** An answer as a model gets it: no base64 file (a model cannot see it, and it would fill the result), its size said. */
export function withoutFiles(keys: string[]) {
	return (record: IDataObject): IDataObject => {
		const view: IDataObject = { ...record };
		for (const key of keys) {
			if (typeof view[key] === 'string' && view[key] !== '') view[key] = `(a file of ${Math.round((view[key] as string).length * 0.75)} bytes, not shown to a model)`;
		}
		return view;
	};
}

/** What a model is told about a scraped page besides its text. */
export function scrapeFacts(answer: IDataObject): IDataObject {
	const fact = (key: string) => (answer[key] === undefined ? null : answer[key]);
	return {
		url: fact('url'),
		status_code: fact('status_code'),
		format: fact('format'),
		engine_used: fact('engine_used'),
		credits_used: fact('credits_used'),
		...(answer.is_binary === true ? { is_binary: true, content_type: fact('content_type'), note_file: 'The URL serves a file, not a page: its bytes are not shown to a model.' } : {}),
		...(answer.ai_extraction !== null && answer.ai_extraction !== undefined ? { ai_extraction: answer.ai_extraction } : {}),
		...(typeof answer.ai_error === 'string' ? { ai_error: answer.ai_error } : {}),
	};
}

/** A batch job's status as the service answers it. */
interface BatchJob extends IDataObject {
	job_id: string;
	status: string;
	results?: IDataObject[];
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** Whether a job is over: its status says so (it may also list a result for every URL it had). */
const isFinished = (job: BatchJob) => FINISHED.has(String(job.status).toLowerCase());

/** First wait between reads of a running job, doubled after each read up to the longest. */
export const BATCH_POLL = { firstMs: 500, longestMs: 10_000 } as const;

/**
 * One item per URL of a finished job: its scrape answer (any file in it moved to a binary field, as a scrape's), or,
 * for a URL that failed, an item with `error`. A job that ended with no result at all is one item saying so.
 */
async function perUrlItems(job: BatchJob, context: OutputContext): Promise<OutputItem[]> {
	const results = Array.isArray(job.results) ? job.results : [];
	if (results.length === 0) {
		const status: IDataObject = { ...job };
		delete status.results;
		return [{ json: { ...status, results_so_far: 0, finished: true, message: `The job ended (${job.status}) with no result for any URL.` } }];
	}
	const items: OutputItem[] = [];
	for (const result of results) {
		const failed = result.success === false || (typeof result.error === 'string' && result.error !== '');
		const [item] = await scrapeOutput([{ job_id: job.job_id, ...result }], context);
		if (failed) item.json.error = typeof result.error === 'string' && result.error !== '' ? result.error : `ScrapeBadger could not scrape ${String(result.url ?? 'this URL')}`;
		items.push(item);
	}
	return items;
}

/** A job not finished yet: its ID, status and progress, and how to read it later. */
function runningItem(job: BatchJob, said: string): OutputItem {
	const { results, ...status } = job;
	return {
		json: {
			...status,
			results_so_far: Array.isArray(results) ? results.length : 0,
			finished: false,
			message: `${said} Read it later with Batch Job > Get, Job ID ${job.job_id}.`,
		},
	};
}

/**
 * A batch job as the node outputs it: one item per URL once it is finished (a failed URL an item of its own with
 * `error`, never the end of the others); while it runs, one item with its ID and status. Submit with Wait for
 * Completion reads the job again, waiting longer between reads each time (n8n's sleep, no timer), until it is
 * finished or the Time-Out has passed: a job still running then is said so, with its ID to read it later.
 */
export async function batchOutput(answers: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const items: OutputItem[] = [];
	for (const answer of answers) {
		let job = answer as BatchJob;
		const waiting = context.values.waitForCompletion === true && context.follow !== undefined;
		if (!isFinished(job) && waiting) {
			const seconds = Number(context.values.completionTimeout);
			const deadline = Date.now() + seconds * 1000;
			let pause: number = BATCH_POLL.firstMs;
			for (;;) {
				const left = deadline - Date.now();
				if (left <= 0) break;
				await context.wait(Math.min(pause, left));
				pause = Math.min(pause * 2, BATCH_POLL.longestMs);
				job = (await context.follow!(`/v1/web/batch/${encodeURIComponent(job.job_id)}`, 0)) as BatchJob;
				if (isFinished(job)) break;
			}
			if (!isFinished(job)) {
				items.push(runningItem(job, `The job was still ${job.status} after the Time-Out of ${seconds} seconds.`));
				continue;
			}
		}
		items.push(...(isFinished(job) ? await perUrlItems(job, context) : [runningItem(job, `The job is ${job.status}.`)]));
	}
	return items;
}
