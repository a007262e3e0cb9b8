/**
 * paging.ts: the paging logic on its own, against a recording fake transport. What goes over HTTP
 * through n8n-core and the emulator is tested by the node tests; here each rule of each paging kind
 * is pinned down: when to stop, what to send back, how many records to ask for, what a failure keeps.
 */
import { sleep } from 'n8n-workflow';

import { reddit } from '../../nodes/Reddit/reddit.descriptor';
import type { EndpointDescriptor, LocatorParam } from '../../nodes/shared/descriptor';
import { findEndpoint, worstCaseCost } from '../../nodes/shared/descriptor';
import { READ_AHEAD_PAGES, RepeatedCursor, collectRecords, extractRecords, sizePage, splitIdLists } from '../../nodes/shared/paging';
import type { Requester } from '../../nodes/shared/transport/request';
import { endpointWith, inputOf, rows, scriptedRequester } from './support';

const popular = findEndpoint(reddit, 'subreddit', 'getPopular')!;

/** One page of the popular-subreddits listing as the service shapes it. */
const redditPage = (names: string[], after: string | null) => ({
	subreddits: names.map((name) => ({ name })),
	pagination: { after, before: null, count: names.length, limit: names.length },
});
const names = (records: Array<Record<string, unknown>>) => records.map((record) => record.name);
const ids = (records: Array<Record<string, unknown>>) => records.map((record) => record.id);

describe('extractRecords', () => {
	test('each element of the list at the dotted path is a record', () => {
		expect(extractRecords({ data: { items: [{ a: 1 }, { a: 2 }] } }, 'data.items')).toEqual([{ a: 1 }, { a: 2 }]);
	});

	test('without a records path the whole body is one record', () => {
		expect(extractRecords({ video_id: 'x', segments: [] }, undefined)).toEqual([{ video_id: 'x', segments: [] }]);
	});

	test('an object at the path is one record', () => {
		expect(extractRecords({ seller: { name: 'Bob' } }, 'seller')).toEqual([{ name: 'Bob' }]);
	});

	test.each([
		['missing', { other: [1] }],
		['null', { data: null }],
		['a null body', null],
		['a text body', 'oops'],
	])('a records path that is %s gives no records', (_, body) => {
		expect(extractRecords(body, 'data')).toEqual([]);
	});

	test('an empty list gives no records', () => {
		expect(extractRecords({ data: [] }, 'data')).toEqual([]);
	});

	test('list elements that are not objects are wrapped as {value}', () => {
		expect(extractRecords({ data: ['t5_a', 42, true, null, [1, 2], { ok: 1 }] }, 'data')).toEqual([
			{ value: 't5_a' },
			{ value: 42 },
			{ value: true },
			{ value: null },
			{ value: [1, 2] },
			{ ok: 1 },
		]);
	});

	test('a single non-object value at the path is wrapped too', () => {
		expect(extractRecords({ count: 7 }, 'count')).toEqual([{ value: 7 }]);
	});
});

describe('collectRecords: unpaged endpoints', () => {
	test('one request to the filled-in path with the query as given', async () => {
		const endpoint = endpointWith({ kind: 'none' }, { path: '/v1/test/{asin}/captions', records: 'tracks' });
		const { send, requests } = scriptedRequester([{ tracks: [{ lang: 'en' }, { lang: 'fr' }] }]);
		const result = await collectRecords(endpoint, inputOf(Infinity, { lang: 'en' }, { asin: 'a/b' }), send);
		expect(requests).toEqual([{ path: '/v1/test/a%2Fb/captions', query: { lang: 'en' } }]);
		expect(result).toEqual({ records: [{ lang: 'en' }, { lang: 'fr' }] });
	});

	test('without a records path the body is the record', async () => {
		const endpoint = endpointWith({ kind: 'none' }, { records: undefined });
		const { send } = scriptedRequester([{ video_id: 'abc', full_text: 'hi' }]);
		expect((await collectRecords(endpoint, inputOf(Infinity), send)).records).toEqual([{ video_id: 'abc', full_text: 'hi' }]);
	});

	test('a list that is null in the response gives no records', async () => {
		const endpoint = endpointWith({ kind: 'none' }, { records: 'data' });
		const { send } = scriptedRequester([{ data: null }]);
		expect(await collectRecords(endpoint, inputOf(Infinity), send)).toEqual({ records: [] });
	});
});

describe('collectRecords: page numbers', () => {
	const reviews = (overrides: Partial<Extract<EndpointDescriptor['paging'], { kind: 'page' }>> = {}) =>
		endpointWith({ kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages', ...overrides }, { records: 'reviews' });
	const reviewPage = (records: unknown[], totalPages?: number) => ({
		reviews: records,
		...(totalPages === undefined ? {} : { pagination: { total_pages: totalPages } }),
	});

	test('stops at the total page count the response carries', async () => {
		const { send, requests } = scriptedRequester([reviewPage(rows(3, 1), 2), reviewPage(rows(3, 4), 2)]);
		const result = await collectRecords(reviews(), inputOf(Infinity, { sort_by: 'recent' }), send);
		expect(result.failure).toBeUndefined();
		expect(ids(result.records)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(requests.map((request) => request.query)).toEqual([{ sort_by: 'recent' }, { sort_by: 'recent', page: 2 }]);
	});

	test('stops at the hard last page when the response has no total', async () => {
		const endpoint = reviews({ totalPagesPath: undefined, lastPage: 2 });
		const { send, requests } = scriptedRequester([reviewPage(rows(50, 1)), reviewPage(rows(50, 51))]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(result.failure).toBeUndefined();
		expect(result.records).toHaveLength(100);
		expect(requests).toHaveLength(2);
	});

	test('without a page count, stops when the record count is reached', async () => {
		const endpoint = reviews({ totalPagesPath: undefined, totalRecordsPath: 'total', pageSize: { param: 'limit', min: 1, max: 100 } });
		const { send, requests } = scriptedRequester([
			{ reviews: rows(3, 1), total: 7 },
			{ reviews: rows(3, 4), total: 7 },
			{ reviews: rows(1, 7), total: 7 },
		]);
		const result = await collectRecords(endpoint, inputOf(Infinity, { limit: 3 }), send);
		expect(result).toEqual({ records: rows(7, 1) });
		expect(requests.map((request) => request.query.page)).toEqual([undefined, 2, 3]);
	});

	test('the last page ceiling with more records left is reported; a short last page at the ceiling is not', async () => {
		const capped = reviews({ totalPagesPath: 'pages', totalRecordsPath: 'total', lastPage: 2 });
		// The service caps its page count at the ceiling; the record count says the list goes on.
		const more = scriptedRequester([
			{ reviews: rows(4, 1), pages: 2, total: 11 },
			{ reviews: rows(4, 5), pages: 2, total: 11 },
		]);
		expect(await collectRecords(capped, inputOf(Infinity), more.send)).toEqual({ records: rows(8, 1), stoppedAtLastPage: true });
		// Without a page-size parameter, a short page 2 means every record was read (4 + 3 = 7).
		const all = scriptedRequester([
			{ reviews: rows(4, 1), pages: 2, total: 7 },
			{ reviews: rows(3, 5), pages: 2, total: 7 },
		]);
		expect(await collectRecords(capped, inputOf(Infinity), all.send)).toEqual({ records: rows(7, 1) });
	});

	test('stops when the response says there are no more pages, though the last page would be served again', async () => {
		const endpoint = reviews({ totalPagesPath: undefined, morePath: 'pagination.has_more' });
		const { send, requests } = scriptedRequester([
			{ reviews: rows(2, 1), pagination: { has_more: true } },
			{ reviews: rows(2, 3), pagination: { has_more: false } },
		]);
		expect(await collectRecords(endpoint, inputOf(Infinity), send)).toEqual({ records: rows(4, 1) });
		expect(requests).toHaveLength(2);
	});

	test('a page that repeats the one before (the last page served again) ends the list without doubling it', async () => {
		const endpoint = reviews({ totalPagesPath: undefined });
		const { send, requests } = scriptedRequester([reviewPage(rows(2, 1)), reviewPage(rows(2, 3)), reviewPage(rows(2, 3))]);
		expect(await collectRecords(endpoint, inputOf(Infinity), send)).toEqual({ records: rows(4, 1) });
		expect(requests).toHaveLength(3);
	});

	test('stops at the first empty page', async () => {
		const endpoint = reviews({ totalPagesPath: undefined });
		const { send, requests } = scriptedRequester([reviewPage(rows(2, 1)), reviewPage(rows(2, 3)), reviewPage([])]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(result).toEqual({ records: rows(4, 1) });
		expect(requests.map((request) => request.query.page)).toEqual([undefined, 2, 3]);
	});

	test('without a count, a page shorter than the fuller one before it is the last: no empty page is paid for', async () => {
		const endpoint = reviews({ totalPagesPath: undefined });
		const { send, requests } = scriptedRequester([reviewPage(rows(3, 1)), reviewPage(rows(1, 4))]);
		expect(await collectRecords(endpoint, inputOf(Infinity), send)).toEqual({ records: rows(4, 1) });
		expect(requests).toHaveLength(2);
	});

	test('a page size the service states ends the list at a short first page, and a one-page read offers no "next"', async () => {
		const endpoint = reviews({ totalPagesPath: undefined, pageRecords: 5 });
		const { send, requests } = scriptedRequester([reviewPage(rows(3, 1))]);
		const result = await collectRecords(endpoint, inputOf(20, { page: 2 }), send, { stopAfter: () => true });
		expect(result).toEqual({ records: rows(3, 1) });
		expect(requests).toHaveLength(1);
		// A full page goes on.
		const full = scriptedRequester([reviewPage(rows(5, 1))]);
		const goesOn = await collectRecords(endpoint, inputOf(20, { page: 2 }), full.send, { stopAfter: () => true });
		expect(goesOn.next).toEqual({ param: 'page', value: 3 });
	});

	test('never asks for a page the limit does not need, and cuts the last page to the limit', async () => {
		const { send, requests } = scriptedRequester([reviewPage(rows(10, 1), 9), reviewPage(rows(10, 11), 9)]);
		const result = await collectRecords(reviews(), inputOf(15), send);
		expect(ids(result.records)).toEqual(ids(rows(15, 1)));
		expect(requests).toHaveLength(2);
	});

	test('a limit reached exactly at the end of a page makes no further request', async () => {
		const { send, requests } = scriptedRequester([reviewPage(rows(10, 1), 9), reviewPage(rows(10, 11), 9)]);
		const result = await collectRecords(reviews(), inputOf(20), send);
		// Where the list goes on is said (an AI tool call hands it to the model), without asking for it.
		expect(result).toEqual({ records: rows(20, 1), next: { param: 'page', value: 3 } });
		expect(requests).toHaveLength(2);
	});

	test('a limit that cuts a page short gives no "next": page 3 would skip the rest of page 2', async () => {
		const { send } = scriptedRequester([reviewPage(rows(10, 1), 9), reviewPage(rows(10, 11), 9)]);
		const result = await collectRecords(reviews(), inputOf(15), send);
		expect(result).toEqual({ records: rows(15, 1) });
	});

	test('the last page of the list gives no "next"', async () => {
		const { send } = scriptedRequester([reviewPage(rows(10, 1), 1)]);
		const result = await collectRecords(reviews(), inputOf(10), send);
		expect(result).toEqual({ records: rows(10, 1) });
	});

	test('a start page given in the input is respected and counted from', async () => {
		const { send, requests } = scriptedRequester([reviewPage(rows(2, 7), 5), reviewPage(rows(2, 9), 5)]);
		const result = await collectRecords(reviews(), inputOf(Infinity, { page: 4 }), send);
		expect(requests.map((request) => request.query.page)).toEqual([4, 5]);
		expect(ids(result.records)).toEqual([7, 8, 9, 10]);
	});

	test('a start page at the last page makes a single request', async () => {
		const { send, requests } = scriptedRequester([reviewPage(rows(2, 1), 3)]);
		await collectRecords(reviews(), inputOf(Infinity, { page: 3 }), send);
		expect(requests).toHaveLength(1);
	});

	test('the page size stays the same on every page, so page numbers keep pointing at the same offsets', async () => {
		// A service that pages by offset: page N of size S holds records (N-1)*S+1 .. N*S, out of 1000.
		const requests: Array<Record<string, unknown>> = [];
		const offsetService: Requester = async ({ query }) => {
			requests.push({ ...query });
			const size = Number(query.per_page);
			const pageNumber = Number(query.page ?? 1);
			return { body: { results: rows(size, (pageNumber - 1) * size + 1) }, headers: {} };
		};
		const endpoint = endpointWith(
			{ kind: 'page', param: 'page', pageSize: { param: 'per_page', min: 1, max: 100 } },
			{ records: 'results' },
		);
		const result = await collectRecords(endpoint, inputOf(150), offsetService);
		// Page 2 at 100 a page is records 101-200; at 50 a page it would be 51-100 again.
		expect(requests).toEqual([{ per_page: 100 }, { per_page: 100, page: 2 }]);
		const got = ids(result.records);
		expect(got.filter((id, index) => got.indexOf(id) !== index)).toEqual([]);
		expect(got).toEqual(ids(rows(150, 1)));
	});

	test('a failure on page 3 keeps pages 1 and 2 and says to resume at page 3, though later pages were answered', async () => {
		const refused = new Error('upstream failure');
		const later = [4, 5].map((page) => reviewPage(rows(2, page * 2 - 1), 5));
		const { send, requests } = scriptedRequester([reviewPage(rows(2, 1), 5), reviewPage(rows(2, 3), 5), refused, ...later]);
		const result = await collectRecords(reviews(), inputOf(Infinity), send);
		// Pages 2 to 5 were asked together once page 1 told the count; records after the failed page are not
		// output, since resuming at page 3 fetches them again.
		expect(requests.map((request) => request.query.page)).toEqual([undefined, 2, 3, 4, 5]);
		expect(result.records).toEqual(rows(4, 1));
		expect(result.failure).toEqual({ reason: refused, resumeAt: { param: 'page', value: 3 } });
	});

	describe('once the page count is known, the further pages needed are asked together', () => {
		/** A service whose answers come back in the reverse order of the requests, counting how many wait at once. */
		function slowService(totalPages: number, perPage: number) {
			const asked: number[] = [];
			let waiting = 0;
			let mostAtOnce = 0;
			const pending: Array<() => void> = [];
			const send: Requester = async ({ query }) => {
				const page = Number(query.page ?? 1);
				asked.push(page);
				waiting++;
				mostAtOnce = Math.max(mostAtOnce, waiting);
				// Page 1 answers at once; later pages wait until all of them were asked, then answer last-asked first.
				if (page > 1) await new Promise<void>((resolve) => pending.push(resolve));
				waiting--;
				return { body: reviewPage(rows(perPage, (page - 1) * perPage + 1), totalPages), headers: {} };
			};
			const releaseAll = () => {
				while (pending.length > 0) pending.pop()!();
			};
			return { send, asked, releaseAll, mostAtOnce: () => mostAtOnce };
		}

		test(`Return All asks up to ${READ_AHEAD_PAGES} pages ahead of the one read, no more, and reads them in page order`, async () => {
			const service = slowService(10, 3);
			const collecting = collectRecords(reviews(), inputOf(Infinity), service.send);
			await sleep(0);
			expect(service.asked).toEqual([1, 2, 3, 4, 5]);
			let done = false;
			const result = collecting.finally(() => (done = true));
			while (!done) {
				service.releaseAll();
				await sleep(0);
			}
			expect(service.mostAtOnce()).toBe(READ_AHEAD_PAGES);
			expect(service.asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
			expect(await result).toEqual({ records: rows(30, 1) });
		});

		test('a page that fails leaves at most the few pages asked ahead of it unread', async () => {
			const refused = new Error('502');
			const asked: number[] = [];
			const send: Requester = async ({ query }) => {
				const page = Number(query.page ?? 1);
				asked.push(page);
				await sleep(page === 2 ? 5 : 0);
				if (page === 2) throw refused;
				return { body: reviewPage(rows(3, (page - 1) * 3 + 1), 20), headers: {} };
			};
			const result = await collectRecords(reviews(), inputOf(Infinity), send);
			expect(result.failure).toEqual({ reason: refused, resumeAt: { param: 'page', value: 2 } });
			expect(Math.max(...asked)).toBe(1 + READ_AHEAD_PAGES);
		});

		test('a Limit asks only the pages it needs at that page size', async () => {
			const service = slowService(6, 3);
			const collecting = collectRecords(reviews(), inputOf(8), service.send);
			await sleep(0);
			service.releaseAll();
			expect(await collecting).toEqual({ records: rows(8, 1) });
			expect(service.asked).toEqual([1, 2, 3]);
		});

		test('a record count and a page size tell the page count when the list gives none', async () => {
			const endpoint = reviews({ totalPagesPath: undefined, totalRecordsPath: 'total', pageSize: { param: 'limit', min: 1, max: 100 } });
			const { send, requests } = scriptedRequester([
				{ reviews: rows(3, 1), total: 8 },
				{ reviews: rows(3, 4), total: 8 },
				{ reviews: rows(2, 7), total: 8 },
			]);
			expect(await collectRecords(endpoint, inputOf(Infinity, { limit: 3 }), send)).toEqual({ records: rows(8, 1) });
			expect(requests.map((request) => request.query.page)).toEqual([undefined, 2, 3]);
		});

		test('the hard last page bounds the pages asked ahead', async () => {
			const { send, requests } = scriptedRequester([reviewPage(rows(2, 1), 9), reviewPage(rows(2, 3), 9), reviewPage(rows(2, 5), 9)]);
			const result = await collectRecords(reviews({ lastPage: 3 }), inputOf(Infinity), send);
			expect(requests.map((request) => request.query.page)).toEqual([undefined, 2, 3]);
			expect(result).toEqual({ records: rows(6, 1), stoppedAtLastPage: true });
		});
	});

	test('a failure on the first page keeps nothing and has no resume point', async () => {
		const refused = new Error('401');
		const { send } = scriptedRequester([refused]);
		expect(await collectRecords(reviews(), inputOf(Infinity), send)).toEqual({
			records: [],
			failure: { reason: refused, resumeAt: undefined },
		});
	});
});

describe('collectRecords: 0-based page numbers and record offsets (Google)', () => {
	/** A list of `total` records served `size` at a time from record `offset` (0-based). */
	const served = (total: number, requests: Array<Record<string, unknown>>, read: (query: Record<string, unknown>, size: number) => number): Requester =>
		async ({ query }) => {
			requests.push({ ...query });
			const size = Number(query.num ?? 20);
			const offset = read(query, size);
			return { body: { results: rows(Math.max(0, Math.min(size, total - offset)), offset + 1) }, headers: {} };
		};

	test('an offset steps by the page size asked for, from 0, and a short page ends the list', async () => {
		const requests: Array<Record<string, unknown>> = [];
		const endpoint = endpointWith({ kind: 'page', param: 'start', offset: true, pageSize: { param: 'num', min: 1, max: 10 } }, { records: 'results' });
		const result = await collectRecords(endpoint, inputOf(Infinity), served(25, requests, (query) => Number(query.start ?? 0)));
		expect(requests).toEqual([{ num: 10 }, { num: 10, start: 10 }, { num: 10, start: 20 }]);
		expect(result).toEqual({ records: rows(25, 1) });
	});

	test('an offset without a page-size parameter steps by the records a page states', async () => {
		const requests: Array<Record<string, unknown>> = [];
		const endpoint = endpointWith({ kind: 'page', param: 'start', offset: true, pageRecords: 20 }, { records: 'results' });
		const result = await collectRecords(endpoint, inputOf(45), served(100, requests, (query) => Number(query.start ?? 0)));
		expect(requests).toEqual([{}, { start: 20 }, { start: 40 }]);
		expect(ids(result.records)).toEqual(ids(rows(45, 1)));
		expect(result.next).toBeUndefined();
	});

	test('an offset ends at the page the Limit fills and says where the list goes on, as the offset to send', async () => {
		const requests: Array<Record<string, unknown>> = [];
		const endpoint = endpointWith({ kind: 'page', param: 'start', offset: true, pageSize: { param: 'num', min: 1, max: 10 } }, { records: 'results' });
		const result = await collectRecords(endpoint, inputOf(20), served(100, requests, (query) => Number(query.start ?? 0)));
		expect(requests).toEqual([{ num: 10 }, { num: 10, start: 10 }]);
		expect(result.next).toEqual({ param: 'start', value: 20 });
	});

	test('0-based page numbers: the second page is page 1, and the ceiling counts from page 0', async () => {
		const requests: Array<Record<string, unknown>> = [];
		const endpoint = endpointWith({ kind: 'page', param: 'page', startsAt: 0, lastPage: 1, pageRecords: 20 }, { records: 'results' });
		const result = await collectRecords(endpoint, inputOf(Infinity), served(100, requests, (query, size) => Number(query.page ?? 0) * size));
		expect(requests).toEqual([{}, { page: 1 }]);
		expect(ids(result.records)).toEqual(ids(rows(40, 1)));
		expect(result.stoppedAtLastPage).toBe(true);
	});

	test('0-based page numbers: a failure on the second page says to resume at page 1', async () => {
		const refused = new Error('upstream failure');
		const endpoint = endpointWith({ kind: 'page', param: 'page', startsAt: 0, pageRecords: 2 }, { records: 'results' });
		const { send } = scriptedRequester([{ results: rows(2, 1) }, refused]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(result.failure).toEqual({ reason: refused, resumeAt: { param: 'page', value: 1 } });
	});

	test('a next-page link that is null ends the list; a page shorter than asked does not while the link is there', async () => {
		const endpoint = endpointWith(
			{ kind: 'page', param: 'start', offset: true, morePath: 'pagination.next', pageSize: { param: 'num', min: 1, max: 10 } },
			{ records: 'results' },
		);
		const { send, requests } = scriptedRequester([
			{ results: rows(8, 1), pagination: { next: 'https://www.google.com/search?q=x&start=10' } },
			{ results: rows(9, 11), pagination: { next: null } },
		]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(requests.map((request) => request.query.start)).toEqual([undefined, 10]);
		expect(result.records).toHaveLength(17);
	});

	test('an offset with a page count asks the further pages ahead at their offsets', async () => {
		const endpoint = endpointWith(
			{ kind: 'page', param: 'start', offset: true, totalPagesPath: 'pages', pageSize: { param: 'num', min: 1, max: 10 } },
			{ records: 'results' },
		);
		const { send, requests } = scriptedRequester([{ results: rows(10, 1), pages: 3 }, { results: rows(10, 11), pages: 3 }, { results: rows(5, 21), pages: 3 }]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(requests.map((request) => request.query.start)).toEqual([undefined, 10, 20]);
		expect(ids(result.records)).toEqual(ids(rows(25, 1)));
	});
});

describe('collectRecords: cursors (Reddit "after")', () => {
	test('passes each token back and stops when the token is null', async () => {
		const { send, requests } = scriptedRequester([
			redditPage(['a', 'b'], 't5_b'),
			redditPage(['c', 'd'], 't5_d'),
			redditPage(['e'], null),
		]);
		const result = await collectRecords(popular, inputOf(Infinity), send);
		expect(result).toEqual({ records: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name })) });
		expect(requests).toEqual([
			{ path: '/v1/reddit/subreddits/popular', query: { limit: 100 } },
			{ path: '/v1/reddit/subreddits/popular', query: { limit: 100, after: 't5_b' } },
			{ path: '/v1/reddit/subreddits/popular', query: { limit: 100, after: 't5_d' } },
		]);
	});

	test.each([
		['empty', ''],
		['missing', undefined],
		['not text', 42],
	])('stops when the next token is %s', async (_, token) => {
		const { send, requests } = scriptedRequester([{ subreddits: [{ name: 'a' }], pagination: { after: token } }]);
		const result = await collectRecords(popular, inputOf(Infinity), send);
		expect(result).toEqual({ records: [{ name: 'a' }] });
		expect(requests).toHaveLength(1);
	});

	test('stops at an empty page even when a token comes with it', async () => {
		const { send, requests } = scriptedRequester([redditPage(['a'], 't5_a'), redditPage([], 't5_z')]);
		const result = await collectRecords(popular, inputOf(Infinity), send);
		expect(names(result.records)).toEqual(['a']);
		expect(requests).toHaveLength(2);
	});

	test('asks for min(max, remaining) records a page', async () => {
		const { send, requests } = scriptedRequester([
			redditPage(Array.from({ length: 100 }, (_, i) => `p1-${i}`), 't5_1'),
			redditPage(Array.from({ length: 100 }, (_, i) => `p2-${i}`), 't5_2'),
			redditPage(Array.from({ length: 50 }, (_, i) => `p3-${i}`), 't5_3'),
		]);
		const result = await collectRecords(popular, inputOf(250), send);
		expect(result.records).toHaveLength(250);
		expect(result.failure).toBeUndefined();
		expect(requests.map((request) => request.query.limit)).toEqual([100, 100, 50]);
	});

	test('a limit below the page minimum still asks for the minimum, then cuts to the limit', async () => {
		const endpoint: EndpointDescriptor = {
			...popular,
			paging: { kind: 'after', param: 'after', nextPath: 'pagination.after', pageSize: { param: 'limit', min: 10, max: 100 } },
		};
		const { send, requests } = scriptedRequester([redditPage(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 't5_j')]);
		const result = await collectRecords(endpoint, inputOf(3), send);
		expect(names(result.records)).toEqual(['a', 'b', 'c']);
		expect(requests.map((request) => request.query.limit)).toEqual([10]);
	});

	test('the page size is recomputed from what is still wanted and never drops below the minimum', async () => {
		const endpoint: EndpointDescriptor = {
			...popular,
			paging: { kind: 'after', param: 'after', nextPath: 'pagination.after', pageSize: { param: 'limit', min: 5, max: 100 } },
		};
		// The service returns fewer than asked: 8 of 10, leaving 2 wanted, which is below the minimum of 5.
		const { send, requests } = scriptedRequester([
			redditPage(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 't5_h'),
			redditPage(['i', 'j', 'k', 'l', 'm'], 't5_m'),
		]);
		const result = await collectRecords(endpoint, inputOf(10), send);
		expect(names(result.records)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
		expect(requests.map((request) => request.query.limit)).toEqual([10, 5]);
	});

	test('a limit reached exactly at a page boundary makes no extra request', async () => {
		const { send, requests } = scriptedRequester([
			redditPage(Array.from({ length: 100 }, (_, i) => `a${i}`), 't5_1'),
			redditPage(Array.from({ length: 100 }, (_, i) => `b${i}`), 't5_2'),
		]);
		const result = await collectRecords(popular, inputOf(200), send);
		expect(result.records).toHaveLength(200);
		expect(result.failure).toBeUndefined();
		expect(result.next).toEqual({ param: 'after', value: 't5_2' });
		expect(requests).toHaveLength(2);
	});

	test('without a page size nothing extra is added to the query', async () => {
		const endpoint = endpointWith({ kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' }, { records: 'data' });
		const { send, requests } = scriptedRequester([
			{ data: [{ id: 1 }], next_cursor: 'c2' },
			{ data: [{ id: 2 }], next_cursor: null },
		]);
		await collectRecords(endpoint, inputOf(Infinity, { query: 'n8n' }), send);
		expect(requests.map((request) => request.query)).toEqual([{ query: 'n8n' }, { query: 'n8n', cursor: 'c2' }]);
	});

	test('a null list with a cursor (a tweet list that ran dry) ends paging', async () => {
		const endpoint = endpointWith({ kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' }, { records: 'data' });
		const { send, requests } = scriptedRequester([{ data: null, next_cursor: 'c2' }]);
		expect(await collectRecords(endpoint, inputOf(Infinity), send)).toEqual({ records: [] });
		expect(requests).toHaveLength(1);
	});

	test('a token the service already gave stops paging with a RepeatedCursor, keeping every record fetched', async () => {
		const { send, requests } = scriptedRequester([
			redditPage(['a'], 't5_a'),
			redditPage(['b'], 't5_b'),
			redditPage(['c'], 't5_a'),
		]);
		const result = await collectRecords(popular, inputOf(Infinity), send);
		expect(requests).toHaveLength(3);
		expect(names(result.records)).toEqual(['a', 'b', 'c']);
		expect(result.failure?.reason).toBeInstanceOf(RepeatedCursor);
		expect((result.failure?.reason as RepeatedCursor).param).toBe('after');
		expect((result.failure?.reason as Error).message).toMatch(/"after" token twice/);
	});

	test('a start token from the input that comes back is treated as repeated', async () => {
		const { send, requests } = scriptedRequester([redditPage(['x', 'y'], 't5_start')]);
		const result = await collectRecords(popular, inputOf(Infinity, { after: 't5_start' }), send);
		expect(requests).toEqual([{ path: '/v1/reddit/subreddits/popular', query: { after: 't5_start', limit: 100 } }]);
		expect(names(result.records)).toEqual(['x', 'y']);
		expect(result.failure?.reason).toBeInstanceOf(RepeatedCursor);
	});

	test('a failure on page 3 keeps pages 1 and 2 and says to resume at the token page 3 was asked with', async () => {
		const refused = new Error('rate limited');
		const { send, requests } = scriptedRequester([redditPage(['a', 'b'], 't5_b'), redditPage(['c', 'd'], 't5_d'), refused]);
		const result = await collectRecords(popular, inputOf(Infinity), send);
		expect(requests).toHaveLength(3);
		expect(names(result.records)).toEqual(['a', 'b', 'c', 'd']);
		expect(result.failure).toEqual({ reason: refused, resumeAt: { param: 'after', value: 't5_d' } });
	});
});

describe('collectRecords: continuation that follows another path (playlist, then its items)', () => {
	const playlist = endpointWith(
		{
			kind: 'continuation',
			param: 'continuation',
			nextPath: 'continuation',
			followPath: '/v1/youtube/playlists/{playlist_id}/items',
			nextRecordsPath: 'items',
		},
		{ path: '/v1/youtube/playlists/{playlist_id}', records: 'videos' },
	);
	const input = () => inputOf(Infinity, { gl: 'US', hl: 'en' }, { playlist_id: 'PL a/b' });

	test('the first page comes with the playlist, the rest from the items path with only the token', async () => {
		const { send, requests } = scriptedRequester([
			{ playlist_id: 'PL', videos: [{ v: 1 }, { v: 2 }], continuation: 'C1' },
			{ playlist_id: 'PL', videos: [{ v: 'wrong list' }], items: [{ v: 3 }], continuation: 'C2' },
			{ playlist_id: 'PL', items: [{ v: 4 }], continuation: null },
		]);
		const result = await collectRecords(playlist, input(), send);
		expect(result).toEqual({ records: [{ v: 1 }, { v: 2 }, { v: 3 }, { v: 4 }] });
		expect(requests).toEqual([
			{ path: '/v1/youtube/playlists/PL%20a%2Fb', query: { gl: 'US', hl: 'en' } },
			{ path: '/v1/youtube/playlists/PL%20a%2Fb/items', query: { continuation: 'C1' } },
			{ path: '/v1/youtube/playlists/PL%20a%2Fb/items', query: { continuation: 'C2' } },
		]);
	});

	test('a failure on the items path resumes at its continuation token', async () => {
		const refused = new Error('502');
		const { send } = scriptedRequester([{ videos: [{ v: 1 }], continuation: 'C1' }, { items: [{ v: 2 }], continuation: 'C2' }, refused]);
		const result = await collectRecords(playlist, input(), send);
		expect(result).toEqual({ records: [{ v: 1 }, { v: 2 }], failure: { reason: refused, resumeAt: { param: 'continuation', value: 'C2' } } });
	});

	test('without a follow path a continuation token pages the same path', async () => {
		const endpoint = endpointWith({ kind: 'continuation', param: 'continuation', nextPath: 'next' }, { records: 'items' });
		const { send, requests } = scriptedRequester([{ items: [{ id: 1 }], next: 'K' }, { items: [{ id: 2 }], next: null }]);
		const result = await collectRecords(endpoint, inputOf(Infinity, { hl: 'en' }), send);
		expect(ids(result.records)).toEqual([1, 2]);
		expect(requests).toEqual([
			{ path: '/v1/test/things', query: { hl: 'en' } },
			{ path: '/v1/test/things', query: { hl: 'en', continuation: 'K' } },
		]);
	});
});

describe('sizePage', () => {
	test('no page size parameter adds nothing', () => {
		expect(sizePage(undefined, 10)).toEqual({});
	});

	test.each([
		[Infinity, 100],
		[250, 100],
		[100, 100],
		[30, 30],
		[3, 10],
	])('any size from 10 to 100: %p wanted asks for %p', (remaining, size) => {
		expect(sizePage({ param: 'limit', min: 10, max: 100 }, remaining)).toEqual({ limit: size });
	});

	test.each([
		[Infinity, 240],
		[1000, 240],
		[481, 240],
		[300, 240],
		[240, 240],
		[121, 240],
		[120, 120],
		[100, 120],
		[61, 120],
		[60, 60],
		[1, 60],
	])('fixed choices 60/120/240: %p wanted asks for %p', (remaining, size) => {
		// Given unsorted on purpose: the smallest size that still needs the fewest requests wins.
		expect(sizePage({ param: 'per_page', min: 1, max: 240, choices: [240, 60, 120] }, remaining)).toEqual({ per_page: size });
	});
});

describe('collectRecords: page sizes and shared context', () => {
	const offsetService = (requests: Array<Record<string, unknown>>): Requester => async ({ query }) => {
		requests.push({ ...query });
		const size = Number(query.per_page);
		const pageNumber = Number(query.page ?? 1);
		return { body: { results: rows(size, (pageNumber - 1) * size + 1) }, headers: {} };
	};

	test('with fixed choices, numbered pages keep the first size: Limit 300 is two pages of 240, not 240 then 60', async () => {
		const requests: Array<Record<string, unknown>> = [];
		const endpoint = endpointWith(
			{ kind: 'page', param: 'page', lastPage: 100, pageSize: { param: 'per_page', min: 1, max: 240, choices: [60, 120, 240] } },
			{ records: 'results' },
		);
		const result = await collectRecords(endpoint, inputOf(300), offsetService(requests));
		expect(requests).toEqual([{ per_page: 240 }, { per_page: 240, page: 2 }]);
		expect(ids(result.records)).toEqual(ids(rows(300, 1)));
	});

	test('a page size the user set (to resume an earlier run) is kept on every request', async () => {
		const endpoint: EndpointDescriptor = {
			...popular,
			paging: { kind: 'after', param: 'after', nextPath: 'pagination.after', pageSize: { param: 'limit', min: 1, max: 100 } },
		};
		const { send, requests } = scriptedRequester([redditPage(['a', 'b'], 't5_b'), redditPage(['c', 'd'], null)]);
		await collectRecords(endpoint, inputOf(250, { limit: 2 }), send);
		expect(requests.map((request) => request.query.limit)).toEqual([2, 2]);
	});

	test('recordContext copies facts about the whole response onto every record of every page', async () => {
		const endpoint = endpointWith(
			{ kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages' },
			{ records: 'reviews', recordContext: { key: 'product', fields: ['asin', 'rating', 'not_there'] } },
		);
		const { send } = scriptedRequester([
			{ asin: 'B0', rating: 4.5, reviews: [{ id: 'r1' }], pagination: { total_pages: 2 } },
			{ asin: 'B0', rating: 4.6, reviews: [{ id: 'r2' }], pagination: { total_pages: 2 } },
		]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(result.records).toEqual([
			{ id: 'r1', product: { asin: 'B0', rating: 4.5 } },
			{ id: 'r2', product: { asin: 'B0', rating: 4.6 } },
		]);
	});

	test('recordContext applies to unpaged endpoints too', async () => {
		const endpoint = endpointWith(
			{ kind: 'none' },
			{ records: 'results', recordContext: { key: 'listing', fields: ['domain', 'category'] } },
		);
		const { send } = scriptedRequester([{ domain: 'com', category: null, results: [{ rank: 1 }, { rank: 2 }] }]);
		const result = await collectRecords(endpoint, inputOf(Infinity), send);
		expect(result.records).toEqual([
			{ rank: 1, listing: { domain: 'com', category: null } },
			{ rank: 2, listing: { domain: 'com', category: null } },
		]);
	});
});

describe('unpaged ID lists longer than one request takes', () => {
	const users = endpointWith(
		{ kind: 'none' },
		{
			records: 'users',
			params: [
				{
					displayName: 'User IDs',
					name: 'user_ids',
					in: 'query',
					type: 'idList',
					required: true,
					description: 'IDs',
					id: { regex: /^\d+$/, form: 'a numeric ID' },
					maxPerRequest: 2,
				},
			],
		},
	);

	test('are sent in batches, in order, the other parameters repeated', () => {
		expect(splitIdLists(users, { user_ids: '1,2,3,4,5', lang: 'en' })).toEqual([
			{ user_ids: '1,2', lang: 'en' },
			{ user_ids: '3,4', lang: 'en' },
			{ user_ids: '5', lang: 'en' },
		]);
		expect(splitIdLists(users, { user_ids: '1,2' })).toEqual([{ user_ids: '1,2' }]);
	});

	test("each batch's records follow the last, and a failing batch keeps the ones before", async () => {
		const { send, requests } = scriptedRequester([{ users: rows(2, 1) }, { users: rows(1, 3) }]);
		expect(await collectRecords(users, inputOf(Infinity, { user_ids: '1,2,3' }), send)).toEqual({ records: rows(3, 1) });
		expect(requests.map((request) => request.query.user_ids)).toEqual(['1,2', '3']);
		const failing = scriptedRequester([{ users: rows(2, 1) }, new Error('502')]);
		const result = await collectRecords(users, inputOf(Infinity, { user_ids: '1,2,3' }), failing.send);
		expect(result.records).toEqual(rows(2, 1));
		expect(result.failure?.reason).toEqual(new Error('502'));
	});
});

describe('worstCaseCost', () => {
	test('a flat price is the cost; a per-record price counts the page size asked for, or the most one request returns', () => {
		expect(worstCaseCost(endpointWith({ kind: 'none' }, { credits: 5 }), {})).toBe(5);
		const timeline = endpointWith(
			{ kind: 'cursor', param: 'cursor', nextPath: 'next_cursor', pageSize: { param: 'count', min: 1, max: 100 } },
			{ credits: 1, creditsPerRecord: 1 },
		);
		expect(worstCaseCost(timeline, { count: 30 })).toBe(31);
		const fixedPage = endpointWith({ kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' }, { credits: 1, creditsPerRecord: 1, maxRecordsPerRequest: 20 });
		expect(worstCaseCost(fixedPage, {})).toBe(21);
		expect(worstCaseCost(endpointWith({ kind: 'none' }, { credits: 1, creditsPerRecord: 1 }), {})).toBe(2);
	});

	test('a batch of IDs costs at most one record per ID, in a query list or a POST body', () => {
		const ids = {
			displayName: 'IDs',
			name: 'ids',
			in: 'query' as const,
			type: 'idList' as const,
			description: 'IDs',
			id: { regex: /^\d+$/, form: 'a numeric ID' },
			maxPerRequest: 100,
		};
		const batch = endpointWith({ kind: 'none' }, { credits: 1, creditsPerRecord: 1, maxRecordsPerRequest: 100, params: [ids] });
		expect(worstCaseCost(batch, { ids: '1,2,3' })).toBe(4);
		const posted = endpointWith({ kind: 'none' }, { credits: 0, creditsPerRecord: 10, maxRecordsPerRequest: 50 });
		expect(worstCaseCost(posted, {}, { video_ids: ['a', 'b'] })).toBe(20);
	});
});

describe('path values resolved by another endpoint first (a YouTube @handle)', () => {
	const channel: LocatorParam = {
		displayName: 'Channel',
		name: 'channel_id',
		in: 'path',
		type: 'locator',
		required: true,
		description: 'Channel',
		id: { regex: /^UC[\w-]{22}$/, form: 'a channel ID such as UCabcdefghijklmnopqrstuv', placeholder: 'UCabcdefghijklmnopqrstuv' },
		url: { form: 'a channel URL', placeholder: 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv', extract: () => undefined },
		resolve: {
			path: '/v1/test/resolve',
			params: ['handle'],
			query: (value) => (value.startsWith('@') ? { handle: value } : undefined),
			idPath: 'channel_id',
			credits: 2,
		},
	};
	const about = endpointWith({ kind: 'none' }, { path: '/v1/test/channels/{channel_id}/about', params: [channel], records: 'about' });
	const id = 'UCabcdefghijklmnopqrstuv';

	test('the resolving request comes first, at its own price, and its ID fills the path', async () => {
		const { send, requests } = scriptedRequester([{ channel_id: id }, { about: { title: 'x' } }]);
		const input = { ...inputOf(Infinity), resolutions: [{ param: channel, query: { handle: '@someone' } }] };
		expect(await collectRecords(about, input, send)).toEqual({ records: [{ title: 'x' }] });
		expect(requests).toEqual([
			{ path: '/v1/test/resolve', query: { handle: '@someone' } },
			{ path: `/v1/test/channels/${id}/about`, query: {} },
		]);
	});

	test('an answer without an ID of the expected form stops before the endpoint is called', async () => {
		const { send, requests } = scriptedRequester([{ channel_id: null }]);
		const input = { ...inputOf(Infinity), resolutions: [{ param: channel, query: { handle: '@nobody' } }] };
		await expect(collectRecords(about, input, send)).rejects.toThrow(
			'ScrapeBadger found no channel for @nobody: check the Channel field, or give a channel ID such as UCabcdefghijklmnopqrstuv',
		);
		expect(requests).toHaveLength(1);
	});
});
