/**
 * `showWhen`: a parameter shown only while another one holds certain values (issue 16: "Put Output File in Field" shown
 * for a JSON output, Reddit's Time Range shown for sorts that ignore it). Checked on every descriptor of the package,
 * on the display conditions it gives, and on what the triggers leave out.
 */
import type { INodeProperties } from 'n8n-workflow';

import type { EndpointDescriptor, ParamDescriptor } from '../../nodes/shared/descriptor';
import { findEndpoint, isOwnField, shownWhen } from '../../nodes/shared/descriptor';
import { buildProperties } from '../../nodes/shared/fields';
import { buildTriggerProperties } from '../../nodes/shared/trigger/fields';
import { hiddenParams, watchedEndpoint } from '../../nodes/shared/trigger/watch';
import { FEATURED_SUBREDDIT } from '../emulator/fixtures/reddit/posts';
import { SOURDOUGH_VIDEO } from '../emulator/fixtures/youtube/videos';
import { packagePlatforms } from '../harness/platforms';
import { nodeSuite } from '../harness/suite';

const PLATFORMS = packagePlatforms();

const endpointOf = (platform: string, resource: string, operation: string): EndpointDescriptor => {
	const descriptor = PLATFORMS.find((candidate) => candidate.descriptor.platform.startsWith(platform))!.descriptor;
	return findEndpoint(descriptor, resource, operation)!;
};
const paramOf = (endpoint: EndpointDescriptor, name: string): ParamDescriptor =>
	endpoint.params.find((param) => param.name === name)!;

const DEPENDENT = PLATFORMS.flatMap(({ descriptor }) =>
	descriptor.resources.flatMap((resource) =>
		resource.endpoints.flatMap((endpoint) =>
			endpoint.params
				.filter((param) => param.showWhen !== undefined)
				.map((param) => ({ label: `${descriptor.platform} > ${resource.name} > ${endpoint.name} > ${param.displayName}`, resource, endpoint, param })),
		),
	),
);

/** The values a parameter can hold, where they are a fixed list. */
function valuesOf(param: ParamDescriptor): unknown[] | undefined {
	if (param.type === 'options' || param.type === 'multiOptions') return param.options.map((option) => option.value);
	if (param.type === 'boolean') return [true, false];
	return undefined;
}

test('the package has the dependent parameters issue 16 names', () => {
	expect(DEPENDENT.map(({ label }) => label)).toEqual(
		expect.arrayContaining([
			'YouTube > Video > Get Transcript > Put Output File in Field',
			'Reddit > Subreddit > Get Posts > Time Range',
			'Reddit > User > Get Comments > Time Range',
		]),
	);
});

describe.each(DEPENDENT.map((entry) => [entry.label, entry] as const))('%s', (_label, { endpoint, param }) => {
	test('depends on parameters of its own endpoint, on values they can hold', () => {
		for (const [name, values] of Object.entries(param.showWhen ?? {})) {
			const other = endpoint.params.find((candidate) => candidate.name === name);
			expect(other).toBeDefined();
			const possible = valuesOf(other!);
			if (possible) expect(possible).toEqual(expect.arrayContaining(values));
			expect(values.length).toBeGreaterThan(0);
		}
	});

	test('gives n8n display conditions named from where its field sits', () => {
		const conditions = shownWhen(endpoint, param);
		expect(Object.keys(conditions)).toHaveLength(Object.keys(param.showWhen ?? {}).length);
		for (const [key, values] of Object.entries(conditions)) {
			const name = key.replace(/^\//, '');
			const other = paramOf(endpoint, name);
			// A top-level field is read from the node's root ("/name") by an option; a sibling by its bare name.
			expect(key.startsWith('/')).toBe(!isOwnField(param) && isOwnField(other));
			expect(values).toEqual(param.showWhen?.[name]);
		}
	});
});

describe('shownWhen', () => {
	test('an option shown by a top-level field names it from the root: the transcript file field', () => {
		const transcript = endpointOf('YouTube', 'video', 'getTranscript');
		expect(shownWhen(transcript, paramOf(transcript, 'binaryPropertyName'))).toEqual({ '/transcriptOutput': ['srt', 'vtt'] });
	});

	test('an option shown by another option names it bare: the time range of the sorts that use it', () => {
		const posts = endpointOf('Reddit', 'subreddit', 'getPosts');
		expect(shownWhen(posts, paramOf(posts, 't'))).toEqual({ sort: ['top', 'controversial'] });
	});

	test('a search applies its time range to every sort, so it is always shown', () => {
		const search = endpointOf('Reddit', 'post', 'search');
		expect(paramOf(search, 't').showWhen).toBeUndefined();
		expect(shownWhen(search, paramOf(search, 't'))).toEqual({});
	});

	test('a condition on a parameter the node sets itself is left out', () => {
		const posts = endpointOf('Reddit', 'subreddit', 'getPosts');
		expect(shownWhen(posts, paramOf(posts, 't'), new Set(['sort']))).toEqual({});
	});

	const synthetic = (params: ParamDescriptor[]): EndpointDescriptor => ({
		operation: 'get',
		name: 'Get',
		action: 'Get',
		description: 'A synthetic endpoint.',
		method: 'GET',
		path: '/v1/synthetic',
		params,
		credits: 0,
		paging: { kind: 'none' },
	});
	const option: ParamDescriptor = { displayName: 'Mode', name: 'mode', in: 'query', type: 'options', description: 'x', options: [{ value: 'a', name: 'A' }] };

	test('a top-level field shown by an option is refused: n8n does not read Options to decide a top-level field', () => {
		const field: ParamDescriptor = { displayName: 'Name', name: 'name', in: 'query', type: 'string', description: 'x', topLevel: true, showWhen: { mode: ['a'] } };
		const endpoint = synthetic([option, field]);
		expect(() => shownWhen(endpoint, field)).toThrow('name (own) cannot be shown by mode (options)');
	});

	test('a condition on a parameter the endpoint lacks is refused', () => {
		const field: ParamDescriptor = { displayName: 'Name', name: 'name', in: 'query', type: 'string', description: 'x', showWhen: { nope: ['a'] } };
		expect(() => shownWhen(synthetic([field]), field)).toThrow('name is shown by nope, a parameter the endpoint does not have');
	});
});

describe('triggers leave out a parameter whose condition the value they set does not meet', () => {
	const reddit = PLATFORMS.find((platform) => platform.descriptor.platform === 'Reddit')!.trigger!.triggers;
	const hiddenFor = (event: string) => {
		const found = reddit.events.find((candidate) => candidate.value === event)!;
		return hiddenParams(watchedEndpoint(reddit, found), found);
	};

	test('New Post in Subreddit sorts by New, which ignores the Time Range: no Time Range', () => {
		expect([...hiddenFor('newSubredditPost')].sort()).toEqual(['after', 'limit', 'sort', 't']);
		const options = buildTriggerProperties(reddit).find(
			(property) => property.name === 'options' && property.displayOptions?.show?.event?.includes('newSubredditPost'),
		);
		// Time Range was its only option: the event has no Options left.
		expect(options?.options?.map((entry) => entry.name) ?? []).not.toContain('t');
	});

	test('New Post Matching Search keeps it: a search applies it to every sort', () => {
		expect(hiddenFor('newSearchPost').has('t')).toBe(false);
	});

	test('a set value the condition lists keeps the parameter', () => {
		const found = reddit.events.find((candidate) => candidate.value === 'newSubredditPost')!;
		const topFirst = { ...found, watch: { ...found.watch, newestFirst: { sort: 'top' } } } as typeof found;
		expect(hiddenParams(watchedEndpoint(reddit, topFirst), topFirst).has('t')).toBe(false);
	});
});

test('Poll Options: Max Existing to Emit is shown only with Emit Existing on First Poll', () => {
	const reddit = PLATFORMS.find((platform) => platform.descriptor.platform === 'Reddit')!.trigger!.triggers;
	const pollOptions = buildTriggerProperties(reddit).find((property) => property.name === 'pollOptions');
	const maxExisting = pollOptions?.options?.find((entry) => entry.name === 'maxExisting') as INodeProperties | undefined;
	expect(maxExisting?.displayOptions).toEqual({ show: { emitExisting: [true] } });
});

/** The field n8n shows for a parameter of an operation: a top-level field, or an option of its Options collection. */
function fieldOf(properties: INodeProperties[], show: Record<string, string[]>, param: ParamDescriptor): INodeProperties | undefined {
	const shownFor = (property: INodeProperties) =>
		Object.entries(show).every(([key, values]) => values.every((value) => property.displayOptions?.show?.[key]?.includes(value)));
	if (isOwnField(param)) return properties.find((property) => property.name === param.name && shownFor(property));
	const options = properties.find((property) => property.name === 'options' && shownFor(property));
	return options?.options?.find((entry) => entry.name === param.name) as INodeProperties | undefined;
}

test('every dependent parameter is shown by n8n only under its conditions (fields.ts maps showWhen)', () => {
	for (const { endpoint, param, resource } of DEPENDENT) {
		const platform = PLATFORMS.find(({ descriptor }) => descriptor.resources.includes(resource))!;
		const show = { resource: [resource.value], operation: [endpoint.operation] };
		const field = fieldOf(buildProperties(platform.descriptor), show, param);
		expect(field).toBeDefined();
		const expected = isOwnField(param) ? { ...show, ...shownWhen(endpoint, param) } : shownWhen(endpoint, param);
		expect(field?.displayOptions?.show).toEqual(expected);
	}
});

describe('in a run, n8n drops the value of a parameter it does not show (pending the same fields.ts change)', () => {
	const suite = nodeSuite();
	const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
	const byId = (value: string) => ({ __rl: true, mode: 'id', value });

	test('a Time Range saved with the Hot sort is not sent; with Top it is', async () => {
		const posts = (options: Record<string, string>) => ({
			resource: 'subreddit',
			operation: 'getPosts',
			subreddit: byId(FEATURED_SUBREDDIT),
			limit: 1,
			options,
		});
		await suite.run({ node: 'scrapeBadgerReddit', parameters: posts({ t: 'week' }) });
		await suite.run({ node: 'scrapeBadgerReddit', parameters: posts({ sort: 'top', t: 'week' }) });
		expect(requests().map(({ query }) => query)).toEqual([
			{ limit: '1' },
			{ sort: 'top', t: 'week', limit: '1' },
		]);
	});

	test('a file field name left from an SRT output is not checked once the output is JSON', async () => {
		const { items, error } = await suite.run({
			node: 'scrapeBadgerYouTube',
			parameters: {
				resource: 'video',
				operation: 'getTranscript',
				video_id: byId(SOURDOUGH_VIDEO),
				transcriptOutput: 'record',
				options: { binaryPropertyName: 'my file' },
			},
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].binary).toBeUndefined();
	});
});
