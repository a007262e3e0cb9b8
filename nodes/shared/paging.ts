import type { IDataObject } from 'n8n-workflow';

import type { EndpointDescriptor, PageSize, Paging } from './descriptor';
import { firstPageValue, readPath, sendsBody } from './descriptor';
import type { ApiResponse, PageRequest, Requester } from './transport/request';
import { answerTimedOut } from './transport/errors';
import { buildPath } from './transport/request';
import type { CollectedRecords, OperationInput, QueryValue, ResumePoint } from './types';

/** A service that hands back a cursor it already gave would make paging loop forever. */
export class RepeatedCursor extends Error {
	constructor(readonly param: string) {
		super(`ScrapeBadger returned the same "${param}" token twice, so paging stopped to avoid a loop`);
	}
}

/** The records of one response: each element of the list at `path`, or the whole body when there is no list. */
export function extractRecords(body: unknown, path: string | undefined): IDataObject[] {
	const found = path === undefined ? body : readPath(body, path);
	if (found === undefined || found === null) return [];
	const list = Array.isArray(found) ? found : [found];
	return list.map((entry) =>
		entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as IDataObject) : { value: entry },
	);
}

/**
 * The page size for the next request: no more records than are still wanted, within what the service
 * allows. With fixed `choices`, the smallest choice that still needs the fewest requests, so neither
 * requests nor records are wasted (Return All always gets the largest).
 */
export function sizePage(pageSize: PageSize | undefined, remaining: number): Record<string, number> {
	if (!pageSize) return {};
	if (pageSize.choices && pageSize.choices.length > 0) {
		const choices = [...pageSize.choices].sort((a, b) => a - b);
		const largest = choices[choices.length - 1];
		if (!Number.isFinite(remaining)) return { [pageSize.param]: largest };
		const fewestRequests = Math.ceil(remaining / largest);
		const size = choices.find((choice) => Math.ceil(remaining / choice) === fewestRequests) ?? largest;
		return { [pageSize.param]: size };
	}
	return { [pageSize.param]: Math.max(pageSize.min, Math.min(pageSize.max, remaining)) };
}

/**
 * How many pages of a numbered list are asked ahead of the one being read. Enough to keep a few requests in flight, few
 * enough that a page failing wastes little: the pages after it were billed, and a resume buys them again.
 */
export const READ_AHEAD_PAGES = 4;

const nonEmptyToken = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The values of an unpaged request: one set, or one per batch when an ID list is longer than the service takes in
 * one request (the other values repeated on each).
 */
export function splitIdLists(endpoint: EndpointDescriptor, query: Record<string, QueryValue>): Array<Record<string, QueryValue>> {
	for (const param of endpoint.params) {
		const value = query[param.name];
		if (param.type !== 'idList' || param.maxPerRequest === undefined || typeof value !== 'string') continue;
		const ids = value.split(',');
		if (ids.length <= param.maxPerRequest) continue;
		const batches: Array<Record<string, QueryValue>> = [];
		for (let start = 0; start < ids.length; start += param.maxPerRequest) {
			batches.push({ ...query, [param.name]: ids.slice(start, start + param.maxPerRequest).join(',') });
		}
		return batches;
	}
	return [query];
}

/**
 * The requests of an unpaged endpoint: a GET or DELETE with its query, or a POST or PATCH with its JSON body (ID lists
 * and multiple choices as arrays, the endpoint's fixed values included), batched.
 */
function unpagedRequests(endpoint: EndpointDescriptor, path: string, input: OperationInput): PageRequest[] {
	const method = endpoint.method === 'GET' ? {} : { method: endpoint.method };
	const timeout = answerTimeout(endpoint, input);
	const postForm = endpoint.postForm;
	if (postForm && endpoint.method === 'GET' && postForm.when(input.query)) {
		// Too long for a query string: the same fields as a JSON body, the comma-separated lists as arrays.
		const lists = new Set(postForm.lists ?? []);
		const body = Object.fromEntries(
			Object.entries(input.query).map(([name, value]) => [name, lists.has(name) && typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : value]),
		);
		return [{ path, query: {}, method: 'POST', body, ...timeout }];
	}
	if (!sendsBody(endpoint)) return splitIdLists(endpoint, input.query).map((query) => ({ path, query, ...method, ...timeout }));
	const inBody = endpoint.params.filter((param) => param.in === 'body');
	const lists = new Set(inBody.filter((param) => param.type === 'idList' || param.type === 'multiOptions').map((param) => param.name));
	// A JSON parameter is checked as JSON text and sent as the object or array it holds.
	const json = new Set(inBody.filter((param) => param.type === 'json').map((param) => param.name));
	const sent = (name: string, value: QueryValue): IDataObject[string] =>
		lists.has(name) && typeof value === 'string' ? value.split(',') : json.has(name) && typeof value === 'string' ? (JSON.parse(value) as IDataObject) : value;
	return splitIdLists(endpoint, input.body ?? {}).map((values) => ({
		path,
		query: input.query,
		...method,
		body: { ...endpoint.fixedBody, ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sent(name, value)])) },
	}));
}

/** An operation's own Timeout (EndpointDescriptor.answerTimeout), as its requests carry it; nothing where it has none. */
function answerTimeout(endpoint: EndpointDescriptor, input: OperationInput): Pick<PageRequest, 'timeout'> {
	const bound = endpoint.answerTimeout;
	const seconds = bound ? Number(input.nodeValues[bound.param] ?? endpoint.params.find((param) => param.name === bound.param)?.default) : NaN;
	if (!bound || !Number.isFinite(seconds) || seconds <= 0) return {};
	return { timeout: { ms: seconds * 1000, timedOut: (error) => answerTimedOut(error, bound.what, seconds, bound.latency) as Error } };
}

/** The path values that must be looked up first (a YouTube @handle to its channel ID), each by its own request. */
export async function resolvePathValues(input: OperationInput, send: Requester): Promise<Record<string, string>> {
	const values: Record<string, string> = {};
	for (const { param, query } of input.resolutions ?? []) {
		const resolve = param.resolve;
		if (!resolve) continue;
		const { body } = await send({ path: resolve.path, query, credits: resolve.credits });
		const id = readPath(body, resolve.idPath);
		if (typeof id !== 'string' || !param.id.regex.test(id)) {
			throw new Error(
				`ScrapeBadger found no ${param.displayName.toLowerCase()} for ${Object.values(query).join(' ')}: check the ${param.displayName} field, or give ${param.id.form}`,
			);
		}
		values[param.name] = id;
	}
	return values;
}

/**
 * The records of one response, each carrying the response's `recordContext` fields when the endpoint names some, and
 * its `recordDefaults` where the record lacks them.
 */
function pageRecords(endpoint: EndpointDescriptor, body: unknown, path: string | undefined): IDataObject[] {
	const records = extractRecords(body, path).map((record) => withDefaults(record, body, endpoint.recordDefaults));
	const context = endpoint.recordContext;
	if (!context) return records;
	const shared: IDataObject = {};
	for (const field of context.fields) {
		const value = readPath(body, field);
		if (value !== undefined) shared[field] = value as IDataObject[keyof IDataObject];
	}
	return records.map((record) => ({ ...record, [context.key]: shared }));
}

/** A record's `fields` it lacks, taken from the response's top level (a channel's videos name the channel once there). */
function withDefaults(record: IDataObject, body: unknown, fields: string[] | undefined): IDataObject {
	const missing = (fields ?? []).filter((field) => record[field] === undefined || record[field] === null);
	if (missing.length === 0) return record;
	const defaults: IDataObject = {};
	for (const field of missing) {
		const value = readPath(body, field);
		if (value !== undefined && value !== null) defaults[field] = value as IDataObject[keyof IDataObject];
	}
	return { ...record, ...defaults };
}

/** How paging goes on after a page, as one step of a paging kind decides it. */
type Step =
	/** The list ends here (or the service ended it: `atCeiling` when its page ceiling cut a list that goes on). */
	| { stop: true; atCeiling?: boolean }
	/** The list goes on at `point` (the resume point), asked for by `request`, its records at `recordsPath`. */
	| { stop: false; point: ResumePoint; request: PageRequest; recordsPath?: string };

/** What a step reads about the page just read. */
interface PageRead {
	body: unknown;
	page: IDataObject[];
	request: PageRequest;
	/** No further page will be read this run (the Limit is reached, or `stopAfter` said so): nothing is asked ahead. */
	lastRead: boolean;
	/** Records still wanted after this page. */
	remaining: number;
}

/** A paging kind: its first request, and how the list goes on after each page. */
interface Pager {
	first: PageRequest;
	firstRecordsPath: string | undefined;
	after(read: PageRead): Step;
}

/** What every paging kind shares: the list's path, how a page is sized, and where paging starts. */
interface PagingContext {
	endpoint: EndpointDescriptor;
	input: OperationInput;
	path: string;
	pathValues: Record<string, string>;
	/** The page-size parameter for a page that should hold `remaining` records (nothing when the user set it). */
	resize(remaining: number): Record<string, number>;
	/** Records the first request asks for. */
	firstSize: number;
	/** Sends a page ahead of the one being read, by its paging value (page numbers only; see READ_AHEAD_PAGES). */
	askAhead(value: number, request: PageRequest): void;
	/** Whether pages may be asked ahead at all: not for a poll stopping at seen records, which might never need them. */
	mayAskAhead: boolean;
}

/**
 * Page numbers (Amazon, eBay, Zillow, Leboncoin): page N+1 after page N, until the page count, the record count, the
 * service's `has_more` flag, its page ceiling, or a page shorter than a full one says the list ended. Once the list's
 * length is known, the next few pages it needs are asked ahead.
 */
function pageNumberPager(paging: Extract<Paging, { kind: 'page' }>, context: PagingContext): Pager {
	const { path, input } = context;
	// The most records one page has held: the page size of a list that takes no page-size parameter.
	let fullPage = 0;
	const first = firstPageValue(paging);
	const pageRequest = (query: Record<string, QueryValue>, value: number): PageRequest => ({ path, query: { ...query, [paging.param]: value } });
	// An offset steps by the page's size (the size asked for, else the size the service states); a page number by one.
	const stride = (query: Record<string, QueryValue>): number =>
		paging.offset === true ? Number(paging.pageSize ? query[paging.pageSize.param] : undefined) || (paging.pageRecords ?? 1) : 1;
	return {
		// Page numbers point at records only at one page size, so a numbered list's first page is never made smaller.
		first: { path, query: { ...input.query, ...context.resize(input.maxRecords) } },
		firstRecordsPath: context.endpoint.records,
		after({ body, page, request, lastRead, remaining }) {
			const value = Number(request.query[paging.param] ?? first);
			const step = stride(request.query);
			// The page's number counted from 1, whatever the parameter counts (a 0-based page, an offset).
			const current = paging.offset === true ? Math.floor(value / step) + 1 : value - first + 1;
			// The service's ceiling counted the same way (its own number of its last page; pages, for an offset).
			const lastPage = paging.lastPage === undefined ? undefined : paging.offset === true ? paging.lastPage : paging.lastPage - first + 1;
			const totalPages = paging.totalPagesPath === undefined ? undefined : readPath(body, paging.totalPagesPath);
			const totalRecords = paging.totalRecordsPath === undefined ? undefined : readPath(body, paging.totalRecordsPath);
			// Without a page count, the record count and the page size say where the list ends.
			const size = Number(paging.pageSize ? request.query[paging.pageSize.param] : undefined) || page.length;
			// A full page's size, where it is known: asked for, stated by the service, or a fuller page read before.
			const fullSize = paging.pageSize ? size : (paging.pageRecords ?? (fullPage > 0 ? fullPage : undefined));
			fullPage = Math.max(fullPage, page.length);
			// Records up to the end of this page. Without a page-size parameter, the pages before it held as many as the
			// fullest page seen, and this one what it holds: a short last page ends the list.
			const reached = paging.pageSize ? current * size : (current - 1) * fullPage + page.length;
			const listGoesOn =
				typeof totalRecords === 'number'
					? reached < totalRecords
					: typeof totalPages === 'number'
						? current < totalPages
						: page.length >= size;
			// A service that caps its page count (Zillow: 20) reports the capped count: the record count tells.
			if (lastPage !== undefined && current >= lastPage) return { stop: true, atCeiling: listGoesOn && !lastRead };
			if (paging.offset === true && paging.lastRecord !== undefined && value + step >= paging.lastRecord) return { stop: true, atCeiling: listGoesOn && !lastRead };
			if (typeof totalPages === 'number' && current >= totalPages) return { stop: true };
			// The flag false, or a link to the next page null (Google's `pagination.next`), ends the list.
			if (paging.morePath !== undefined && [false, null].includes(readPath(body, paging.morePath) as boolean | null)) return { stop: true };
			if (typeof totalRecords === 'number' && !listGoesOn) return { stop: true };
			// Without a count or a flag, a page shorter than a full one is the last: no empty page is paid for past it.
			// (A flag is the service's own word: eBay's sold search fills pages of 60 with 50 while has_more is true.)
			const told = typeof totalRecords === 'number' || typeof totalPages === 'number' || paging.morePath !== undefined;
			if (!told && fullSize !== undefined && page.length < fullSize) return { stop: true };

			// The first page's size is kept: page N only points at the records after page N-1 at one size. A value the
			// answer hands on (a search's ID) goes with every later page.
			const carried = paging.carry === undefined ? undefined : readPath(body, paging.carry.path);
			const query = paging.carry !== undefined && typeof carried === 'string' && carried !== '' ? { ...request.query, [paging.carry.param]: carried } : request.query;
			const next: Step = { stop: false, point: { param: paging.param, value: value + step }, request: pageRequest(query, value + step) };
			// The last page this run needs, when the list says how long it is: no further than the list, its ceiling,
			// what the Limit still wants at this page size (a short page later is fetched on its own), or a few pages
			// ahead of this one.
			const perPage = paging.pageSize ? size : fullPage;
			const listPages =
				typeof totalPages === 'number' ? totalPages : typeof totalRecords === 'number' && perPage > 0 ? Math.ceil(totalRecords / perPage) : undefined;
			if (!lastRead && context.mayAskAhead && listPages !== undefined && perPage > 0) {
				const lastNeeded = Math.min(listPages, lastPage ?? Infinity, current + Math.ceil(remaining / perPage), current + READ_AHEAD_PAGES);
				for (let number = current + 1; number <= lastNeeded; number++) {
					const ahead = value + (number - current) * step;
					context.askAhead(ahead, pageRequest(query, ahead));
				}
			}
			return next;
		},
	};
}

/**
 * Tokens (X and Reddit cursors, Reddit's `after`, YouTube's continuation): the token the page carries asks for the
 * next, until there is none. A continuation may come from another path (a playlist's later pages). A token given
 * twice would loop: it ends the list on the last page read, and fails paging anywhere else.
 */
function tokenPager(paging: Extract<Paging, { kind: 'cursor' | 'after' | 'continuation' }>, context: PagingContext): Pager {
	const { path, input, pathValues, resize } = context;
	const seenTokens = new Set<string>();
	const startToken = input.query[paging.param];
	if (nonEmptyToken(startToken)) seenTokens.add(startToken);
	const followedRecords = paging.nextRecordsPath ?? context.endpoint.records;
	// A followed list (playlist items) takes only the token: its first request's options are spent.
	const followed = (template: string, token: string, remaining: number): PageRequest => ({
		path: buildPath(template, pathValues),
		query: { [paging.param]: token, ...resize(remaining) },
	});
	// Resuming a followed list (a playlist's later pages) goes straight to where its pages come from.
	const resumeFollowed = paging.followPath !== undefined && nonEmptyToken(startToken);
	return {
		first: resumeFollowed
			? followed(paging.followPath as string, startToken as string, context.firstSize)
			: { path, query: { ...input.query, ...resize(context.firstSize) } },
		firstRecordsPath: resumeFollowed ? followedRecords : context.endpoint.records,
		after({ body, request, lastRead, remaining }) {
			const token = readPath(body, paging.nextPath);
			if (!nonEmptyToken(token)) return { stop: true };
			if (paging.morePath !== undefined && readPath(body, paging.morePath) === false) return { stop: true };
			if (seenTokens.has(token)) {
				// A repeated token on the last page read is not followed, and not handed on: it would loop.
				if (lastRead) return { stop: true };
				throw new RepeatedCursor(paging.param);
			}
			seenTokens.add(token);
			const point = { param: paging.param, value: token };
			if (paging.followPath !== undefined) return { stop: false, point, request: followed(paging.followPath, token, remaining), recordsPath: followedRecords };
			return { stop: false, point, request: { path, query: { ...request.query, [paging.param]: token, ...resize(remaining) } } };
		},
	};
}

/** The records of an unpaged endpoint: one request, or one per batch of a long ID list. */
async function collectUnpaged(endpoint: EndpointDescriptor, path: string, input: OperationInput, send: Requester): Promise<CollectedRecords> {
	const records: IDataObject[] = [];
	try {
		for (const request of unpagedRequests(endpoint, path, input)) {
			const { body } = await send(request);
			records.push(...pageRecords(endpoint, body, endpoint.records));
		}
	} catch (reason) {
		// A failure after some batches of a long ID list keeps the records of the batches before it.
		return { records, failure: { reason, resumeAt: undefined } };
	}
	return { records };
}

/**
 * Fetches an endpoint's records for one item, following its paging until the list ends or
 * `input.maxRecords` is reached. It never asks for a page beyond what the limit needs.
 */
export async function collectRecords(
	endpoint: EndpointDescriptor,
	input: OperationInput,
	send: Requester,
	{
		stopAfter,
		firstPageRecords,
		skipRecords = 0,
		wholePages = false,
	}: {
		/**
		 * Ends paging after a page for which it returns true, before `input.maxRecords` is reached: a trigger's
		 * poll stops at the first page holding records it has already seen.
		 */
		stopAfter?: (page: IDataObject[]) => boolean;
		/**
		 * The most records the first request asks for, where the engine sizes the pages of a token-paged list; the
		 * following pages ask for what is still wanted. A poll's first look, where every record is billed (X).
		 */
		firstPageRecords?: number;
		/** The first records of the first page to leave out: a tool call resuming inside a page it was cut in. */
		skipRecords?: number;
		/**
		 * Keeps every record of each page read, past `input.maxRecords` (which still sizes the pages): a tool call keeps
		 * the whole page it paid for, so no charged record is thrown away.
		 */
		wholePages?: boolean;
	} = {},
): Promise<CollectedRecords> {
	const paging = endpoint.paging;
	const pathValues = { ...input.pathValues, ...(await resolvePathValues(input, send)) };
	const path = buildPath(input.pathTemplate ?? endpoint.path, pathValues);
	if (paging.kind === 'none') return await collectUnpaged(endpoint, path, input, send);

	const want = input.maxRecords;
	// Pages asked ahead, by number, each read here in page order (the ledger's Concurrency bounds how many at once).
	const ahead = new Map<number, Promise<ApiResponse>>();
	// A page size the user chose (to resume at a page of an earlier run) is kept as given. A token-paged list billed per
	// record asks for no more than the Credit Budget still pays for, down to its smallest page (numbered pages keep one
	// size: page N points at records only at the size of the pages before it).
	const affordable = (remaining: number): number => {
		const left = send.creditsLeft?.();
		const perRecord = endpoint.creditsPerRecord ?? 0;
		if (left === undefined || perRecord === 0 || paging.kind === 'page' || !paging.pageSize || paging.pageSize.choices) return remaining;
		return Math.max(paging.pageSize.min, Math.min(remaining, Math.floor((left - endpoint.credits) / perRecord)));
	};
	const context: PagingContext = {
		endpoint,
		input,
		path,
		pathValues,
		resize: (remaining) =>
			paging.pageSize && input.query[paging.pageSize.param] !== undefined ? {} : sizePage(paging.pageSize, affordable(remaining)),
		firstSize: Math.min(want, firstPageRecords ?? want),
		askAhead(number, request) {
			if (ahead.has(number)) return;
			const response = send(request);
			// Read (and its failure handled) in page order; until then it must not count as unhandled.
			response.catch(() => undefined);
			ahead.set(number, response);
		},
		mayAskAhead: stopAfter === undefined,
	};
	const pager = paging.kind === 'page' ? pageNumberPager(paging, context) : tokenPager(paging, context);
	// Where a page starts, as a resume point's value: its number, or the token that asked for it ('' for the first).
	const pageStart = (query: Record<string, QueryValue>): QueryValue =>
		paging.kind === 'page' ? Number(query[paging.param] ?? firstPageValue(paging)) : String(query[paging.param] ?? '');

	const records: IDataObject[] = [];
	let request = pager.first;
	let recordsPath = pager.firstRecordsPath;
	let resumeAt: ResumePoint | undefined;
	let next: ResumePoint | undefined;
	let stoppedAtLastPage = false;
	let pageRead: CollectedRecords['pageRead'];
	let previousPage: string | undefined;
	try {
		for (;;) {
			const { body } = await (ahead.get(Number(pageStart(request.query))) ?? send(request));
			const page = pageRecords(endpoint, body, recordsPath);
			// A service that serves its last page again past the end (eBay) must not have it counted twice.
			const signature = paging.kind === 'page' && page.length > 0 ? JSON.stringify(page) : undefined;
			if (signature !== undefined && signature === previousPage) break;
			previousPage = signature;
			// Only the first page starts inside: the records before the resume point were returned by an earlier call.
			const skipped = pageRead === undefined ? Math.min(skipRecords, page.length) : 0;
			pageRead = { at: { param: paging.param, value: pageStart(request.query) }, skipped };
			const fresh = page.slice(skipped);
			const taken = wholePages ? fresh.length : Math.min(fresh.length, want - records.length);
			records.push(...fresh.slice(0, taken));
			if (page.length === 0) break;

			// The last page this run reads: where the list goes on is still worked out, then paging stops.
			const lastRead = records.length >= want || stopAfter?.(page) === true;
			const step = pager.after({ body, page, request, lastRead, remaining: want - records.length });
			if (step.stop) {
				stoppedAtLastPage = step.atCeiling === true;
				break;
			}
			if (lastRead) {
				// Said only when this page was kept whole: a point past a page cut short would skip the rest of it.
				if (taken === fresh.length) next = step.point;
				break;
			}
			resumeAt = step.point;
			request = step.request;
			if (step.recordsPath !== undefined) recordsPath = step.recordsPath;
		}
	} catch (reason) {
		return { records, failure: { reason, resumeAt } };
	} finally {
		// Pages asked ahead and not read (the list ended early, or a page before them failed) are still answered and
		// booked before the item's outcome is given, so no request outlives the execution.
		await Promise.allSettled(ahead.values());
	}
	return { records, ...(stoppedAtLastPage ? { stoppedAtLastPage } : {}), ...(next ? { next } : {}), ...(pageRead && wholePages ? { pageRead } : {}) };
}
