/**
 * Every docs example response (../shared/spec/examples) read the way each node reads its endpoint's answers: the
 * engine's record reading (records path, recordDefaults, recordContext) and the endpoint's Simplify. A Simplify column
 * that comes out empty while the example holds that value under another name or at another place (`is_live` as
 * `is_live_content`, `weight` among `specifications["Item Weight"]`, a channel's ID once at the top of the page) fails.
 * Skipped when the spec folder is absent.
 */
import type { IDataObject } from 'n8n-workflow';

import type { EndpointDescriptor } from '../../nodes/shared/descriptor';
import { endpointPaths } from '../../nodes/shared/descriptor';
import { collectRecords } from '../../nodes/shared/paging';
import type { DocsExample, Json } from '../emulator/documented';
import { docsExamples, SPEC_THERE } from '../emulator/documented';
import { packagePlatforms } from '../harness/platforms';

const ENDPOINTS = packagePlatforms().flatMap(({ descriptor }) =>
	descriptor.resources.flatMap((resource) =>
		resource.endpoints.map((endpoint) => ({ label: `${descriptor.platform} > ${resource.name} > ${endpoint.name}`, endpoint })),
	),
);

/** The live paths whose answers hold an endpoint's records: its own, a URL form's, and a followed list's later pages. */
function recordPaths(endpoint: EndpointDescriptor): string[] {
	const resolving = endpoint.params.flatMap((param) => (param.type === 'locator' && param.resolve ? [param.resolve.path] : []));
	return endpointPaths(endpoint).filter((path) => !resolving.includes(path));
}

/**
 * The records a node makes of one answer, read by the engine's own paging code from a requester that gives it. An
 * answer of a followed list's later pages (a playlist's items) is read as a resumed run reads it.
 */
async function recordsOf(endpoint: EndpointDescriptor, path: string, body: Json): Promise<IDataObject[]> {
	const pathValues = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']));
	const paging = endpoint.paging;
	const followed = paging.kind !== 'none' && paging.kind !== 'page' && paging.followPath === path;
	const { records, failure } = await collectRecords(
		endpoint,
		followed
			? { pathValues, query: { [paging.param]: 'resumed' }, nodeValues: {}, simplify: true, maxRecords: Infinity }
			: { pathTemplate: path, pathValues, query: {}, nodeValues: {}, simplify: true, maxRecords: Infinity },
		// One page only: a second request finds nothing, so paging ends where the example does.
		(() => {
			let served = false;
			return async () => {
				const answer = served ? {} : body;
				served = true;
				return { body: answer, headers: {} };
			};
		})(),
	);
	if (failure) throw failure.reason;
	return records;
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
const words = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '');
/** Whether the words of `name` appear, in order and together, among the words of `held`. */
function names(name: string, held: string): boolean {
	const [wanted, have] = [words(name), words(held)];
	return have.some((_, start) => wanted.every((word, index) => have[start + index] === word));
}

interface Held {
	at: string;
	key: string;
	value: unknown;
}

/** Every scalar value of an object and of the objects inside it (not inside lists), with where it sits. */
function heldValues(value: unknown, at: string, depth = 0): Held[] {
	if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 2) return [];
	return Object.entries(value as Json).flatMap(([key, inner]) =>
		inner !== null && typeof inner === 'object' ? heldValues(inner, `${at}.${key}`, depth + 1) : inner === null || inner === '' ? [] : [{ at: `${at}.${key}`, key, value: inner }],
	);
}

/**
 * The Simplify columns left empty although the example holds the value elsewhere: under a name that holds the column's
 * name (`is_live_content` for `is_live`, `Item Weight` for `weight`, `Color` for `color` among the item specifics), or
 * under the same name at the top of the answer where the record lacks it.
 */
export function misread(record: IDataObject, row: IDataObject, body: Json): string[] {
	const inRecord = heldValues(record, 'record');
	const atTop = heldValues(body, 'body', 2).filter((held) => held.at === `body.${held.key}`);
	return Object.entries(row)
		.filter(([, value]) => !filled(value))
		.flatMap(([column]) => {
			const found = [
				// A value Simplify gives in a column of its own (view_count_text beside view_count) is not lost.
				...inRecord.filter((held) => held.at !== `record.${column}` && names(column, held.key) && !filled(row[held.key])),
				...atTop.filter((held) => held.key === column && record[column] === undefined),
			];
			return found.length === 0 ? [] : [`${column} is empty, the example holds ${found.map((held) => `${held.at} = ${JSON.stringify(held.value)}`).join(', ')}`];
		});
}

/**
 * Columns that name something else than the field the check finds: each is read from where the service puts it, and
 * the field found means another thing.
 */
const NOT_THE_SAME: Record<string, string> = {
	'/v1/youtube/playlists/{playlist_id} channel_id': "the playlist's owner, named at the top of the page; each video's uploader is its channel_name",
	'/v1/youtube/playlists/{playlist_id} thumbnail': "the playlist's thumbnail, not the video's",
	'/v1/zillow/search unit': 'the apartment unit of the address; lot_area_unit is the unit of the lot size',
};

const CASES = docsExamples().flatMap((example: DocsExample) =>
	ENDPOINTS.filter(({ endpoint }) => endpoint.simplify && recordPaths(endpoint).includes(example.path)).map(
		({ label, endpoint }) => [`${example.file}: ${label}`, example, endpoint] as const,
	),
);

(SPEC_THERE ? describe : describe.skip)('every docs example through the node that reads it', () => {
	test('the examples reach Simplify on every platform that has examples', () => {
		expect(new Set(CASES.map(([, example]) => example.platform))).toEqual(new Set(docsExamples().map((example) => example.platform)));
	});

	test.each(CASES)('%s', async (_label, example, endpoint) => {
		const problems: string[] = [];
		for (const body of example.bodies) {
			const records = await recordsOf(endpoint, example.path, body);
			for (const record of records) {
				problems.push(...misread(record, endpoint.simplify!(record), body).filter((problem) => !NOT_THE_SAME[`${endpoint.path} ${problem.split(' ')[0]}`]));
			}
		}
		expect([...new Set(problems)]).toEqual([]);
	});
});

test('the check finds a value held under another name or at the top of the answer, and nothing else', () => {
	const record = { video_id: 'a', is_live_content: true, specifications: { 'Item Weight': '12 ounces' }, view_count_text: '5 views' };
	const row = { video_id: 'a', is_live: null, weight: null, channel_id: null, view_count: null, view_count_text: '5 views', title: null };
	expect(misread(record, row, { channel_id: 'UC1', items: [record] })).toEqual([
		'is_live is empty, the example holds record.is_live_content = true',
		'weight is empty, the example holds record.specifications.Item Weight = "12 ounces"',
		'channel_id is empty, the example holds body.channel_id = "UC1"',
	]);
});
