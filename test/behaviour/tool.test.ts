/**
 * The nodes as AI Agent tools (n8n's `...Tool` variants). What a model sees: the schema n8n builds from the `$fromAI`
 * calls in a tool's parameters (built here the way n8n-core's createNodeAsTool does, for every operation) and the tool
 * description; what it gets back: one compact result, at most the size cap, with the way to the next records; and a
 * failure as a result it can act on, never a thrown error.
 */
import type { FromAIArgument, IDataObject, INode, INodeParameters } from 'n8n-workflow';
import { generateZodSchema, NodeHelpers, traverseNodeParameters } from 'n8n-workflow';
import { z } from 'zod';

import { sellerListings } from '../emulator/fixtures/ebay/sellers';
import { ADS } from '../emulator/fixtures/leboncoin/ads';
import { PAGES } from '../emulator/fixtures/web/pages';
import { FEATURED_SUBREDDIT } from '../emulator/fixtures/reddit/posts';
import { SOURDOUGH_VIDEO } from '../emulator/fixtures/youtube/videos';
import { HOMES } from '../emulator/fixtures/zillow/homes';
import { packageNodeType } from '../harness/n8n';
import { packagePlatforms } from '../harness/platforms';
import { nodeSuite } from '../harness/suite';
import { TOOL_FIELD, toolResult } from '../../nodes/shared/tool';

const suite = nodeSuite();

/** A tool as added from n8n's Tools panel: resource and operation chosen, every other field at its default. */
function toolParameters(node: string, resource: string, operation: string, extra: INodeParameters = {}): { node: INode; parameters: INodeParameters } {
	const type = packageNodeType(`${node}Tool`).description;
	const workflowNode: INode = { id: 't', name: 'Tool', type: type.name, typeVersion: 1, position: [0, 0], parameters: { resource, operation, ...extra } };
	const parameters = NodeHelpers.getNodeParameters(type.properties, workflowNode.parameters, true, false, workflowNode, type) ?? {};
	return { node: { ...workflowNode, parameters }, parameters };
}

/** The model's view of a tool, as n8n-core builds it: every `$fromAI` argument found in the node's parameters. */
function fromAiArguments(parameters: INodeParameters): FromAIArgument[] {
	const found: FromAIArgument[] = [];
	traverseNodeParameters(parameters, found);
	return found;
}

const everyOperation = packagePlatforms().flatMap(({ node, descriptor }) =>
	descriptor.resources.flatMap((resource) =>
		resource.endpoints.map((endpoint) => ({ label: `${node} ${resource.value}.${endpoint.operation}`, node, resource: resource.value, endpoint })),
	),
);

describe('what a model is told, for every operation', () => {
	// The name n8n gives a tool added from the Tools panel (`<action> in <node name>`) becomes its function name for the
	// model; OpenAI allows 64 characters, and n8n 2.41.1 offers the model no tool whose name is longer.
	test.each(everyOperation)('$label: a tool name of at most 64 characters', ({ node, endpoint }) => {
		const nodeName = `${endpoint.action} in ${packageNodeType(node).description.defaults.name}`;
		expect(nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_').length).toBeLessThanOrEqual(64);
	});

	test.each(everyOperation)('$label: described inputs, a described tool', ({ node, resource, endpoint }) => {
		const { parameters } = toolParameters(node, resource, endpoint.operation);
		const args = fromAiArguments(parameters);
		const inputs = endpoint.params.filter((param) => (param.required === true || param.topLevel === true) && param.in !== 'node');

		// Each input the operation needs is an argument, named as the API names it, described, and schema-valid.
		expect(args.map((arg) => arg.key)).toEqual(expect.arrayContaining(inputs.map((param) => param.name)));
		for (const arg of args) {
			expect(arg.key).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
			expect(arg.description?.length ?? 0).toBeGreaterThan(20);
			expect(generateZodSchema(arg).description).toBe(arg.description);
		}
		// n8n refuses a tool whose arguments share a key with different descriptions or types.
		const byKey = new Map(args.map((arg) => [arg.key, arg]));
		for (const arg of args) expect(byKey.get(arg.key)).toEqual(arg);
		// A required input without default is required of the model; one with a default, or not required, is optional.
		for (const param of inputs) {
			const arg = byKey.get(param.name)!;
			const hasDefault = param.default !== undefined && param.default !== '' && !(Array.isArray(param.default) && param.default.length === 0);
			expect(arg.defaultValue !== undefined).toBe(hasDefault || param.required !== true);
			expect(arg.description?.includes('Required.')).toBe(!hasDefault && param.required === true);
		}
		if (endpoint.paging.kind !== 'none') expect(byKey.has(endpoint.paging.param)).toBe(true);

		// The tool description is the operation's own, with its cost and how to get more.
		const description = parameters[TOOL_FIELD.description] as string;
		expect(description).toContain(endpoint.description);
		expect(description).toMatch(/credit|Free/);
		if (endpoint.paging.kind !== 'none') expect(description).toContain(`next.${endpoint.paging.param}`);
	});

	test('no argument a model reads names an editor mode ("By Keyword", "From List", "By Value", "By ID", "By URL")', () => {
		const said: string[] = [];
		for (const { node, resource, endpoint } of everyOperation) {
			const { parameters } = toolParameters(node, resource, endpoint.operation);
			for (const arg of fromAiArguments(parameters)) said.push(`${endpoint.operation}.${arg.key}: ${arg.description ?? ''}`);
		}
		expect(said.filter((text) => /From List|By Keyword|By Value|By ID|By URL|\bdrag\b/.test(text))).toEqual([]);
		// The accepted forms stay: eBay's category is still an ID with its example.
		expect(said.find((text) => text.startsWith('getItems.category_id'))).toContain('139971');
	});

	test('outside the tool variant nothing changes: no $fromAI, no tool fields', () => {
		for (const { node, resource, endpoint } of everyOperation) {
			const type = packageNodeType(node).description;
			const workflowNode: INode = { id: 'n', name: 'N', type: type.name, typeVersion: 1, position: [0, 0], parameters: { resource, operation: endpoint.operation } };
			const parameters = NodeHelpers.getNodeParameters(type.properties, workflowNode.parameters, true, false, workflowNode, type) ?? {};
			expect(fromAiArguments(parameters)).toEqual([]);
			expect(parameters).not.toHaveProperty(TOOL_FIELD.description);
		}
	});
});

interface ToolCall {
	node: string;
	resource: string;
	operation: string;
	/** What the model passes. */
	args: IDataObject;
	/** Fields the user set on the tool node, besides resource and operation. */
	fields?: INodeParameters;
}

async function callTool({ node, resource, operation, args, fields = {} }: ToolCall) {
	const { items, error } = await suite.run({ node: `${node}Tool`, parameters: { resource, operation, ...fields }, items: [args] });
	// A tool call never fails the run: the model gets every outcome as a result.
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	const text = JSON.stringify(items.map((item) => item.json));
	return { result: items[0].json, text, binary: items[0].binary };
}

const CAP = 20_000;

describe('what a model gets back', () => {
	const flooders: ToolCall[] = [
		{ node: 'scrapeBadgerReddit', resource: 'subreddit', operation: 'getPopular', args: {} },
		{ node: 'scrapeBadgerLeboncoin', resource: 'ad', operation: 'search', args: { text: 'vélo' } },
		{ node: 'scrapeBadgerAmazon', resource: 'product', operation: 'getReviews', args: { asin: 'B08N5WRWNW' } },
		{ node: 'scrapeBadgerReddit', resource: 'subreddit', operation: 'getPosts', args: { subreddit: FEATURED_SUBREDDIT } },
		{ node: 'scrapeBadgerLeboncoin', resource: 'ad', operation: 'get', args: { list_id: String(ADS[0].list_id) } },
	];

	test.each(flooders)('$node $resource.$operation: one page, under the cap, with the way to more', async (call) => {
		const { result, text } = await callTool(call);
		expect(result.error).toBeUndefined();
		expect(text.length).toBeLessThanOrEqual(CAP);
		expect(result.returned).toBe((result.records as IDataObject[]).length);
		expect(result.returned).toBeGreaterThan(0);
		// One request: a tool call reads one page.
		expect(suite.emulator.requests).toHaveLength(1);
		expect(result.creditsCharged).toBe(suite.emulator.requests[0].creditsCharged);
	});

	test('a transcript comes as its text once: no segments, no subtitle files, no binary', async () => {
		const { result, text, binary } = await callTool({ node: 'scrapeBadgerYouTube', resource: 'video', operation: 'getTranscript', args: { video_id: SOURDOUGH_VIDEO } });
		const [record] = result.records as IDataObject[];
		expect(binary).toBeUndefined();
		expect(typeof record.text).toBe('string');
		expect(record).not.toHaveProperty('segments');
		expect(record).not.toHaveProperty('srt');
		expect(record).not.toHaveProperty('vtt');
		const words = (record.text as string).slice(0, 40);
		expect(text.split(words)).toHaveLength(2);
	});

	test('"next" gets the following records, and the last page says there is no more', async () => {
		const first = await callTool({ node: 'scrapeBadgerReddit', resource: 'subreddit', operation: 'getPopular', args: {} });
		expect(first.result.more).toBe(true);
		const next = first.result.next as IDataObject;
		// The token of the next page, and how many of its records to leave out: none, the whole page was returned.
		expect(next).toEqual({ after: expect.any(String), skip: 0 });
		suite.emulator.reset();

		const second = await callTool({ node: 'scrapeBadgerReddit', resource: 'subreddit', operation: 'getPopular', args: next });
		expect(suite.emulator.requests[0].query.after).toBe(next.after);
		const names = (result: IDataObject) => (result.records as IDataObject[]).map((record) => record.name);
		expect(names(second.result)).not.toEqual(names(first.result));

		// Page numbers work the same way: Amazon's reviews come 10 to a page.
		const reviews = await callTool({ node: 'scrapeBadgerAmazon', resource: 'product', operation: 'getReviews', args: { asin: 'B0CX23V2ZK', page: 14 } });
		expect(reviews.result.more).toBe(false);
		expect(reviews.result.next).toBeNull();
	});

	test('the size cap the user sets holds, and the result says what it left out', async () => {
		const { result, text } = await callTool({
			node: 'scrapeBadgerReddit',
			resource: 'subreddit',
			operation: 'getPopular',
			args: {},
			fields: { [TOOL_FIELD.maxCharacters]: 2_000 },
		});
		expect(text.length).toBeLessThanOrEqual(2_000);
		expect(result.omitted).toBeGreaterThan(0);
		expect(result.note).toContain('left out');
	});

	test('a record too long for the cap has its longest texts cut, each marked, rather than overflowing it', () => {
		const transcript = { video_id: SOURDOUGH_VIDEO, text: 'word '.repeat(30_000), title: 'short' };
		const result = toolResult([transcript], undefined, 5, 20_000);
		const text = JSON.stringify([result]);
		expect(text.length).toBeLessThanOrEqual(20_000);
		const [record] = result.records;
		expect(record.title).toBe('short');
		expect(record.text).toMatch(/\.\.\. \[cut: \d+ of 150000 characters shown\]$/);
		expect(result.note).toContain('cut');
	});
});

describe('a failing call comes back to the model as a result', () => {
	test('bad input: what was wrong, the accepted form, nothing charged, nothing sent', async () => {
		const { result } = await callTool({ node: 'scrapeBadgerReddit', resource: 'post', operation: 'get', args: { post_id: 'not a post!' } });
		expect(result.error).toContain('Post');
		expect(result.code).toBe('invalid_input');
		expect(result.creditsCharged).toBe(0);
		expect(result.description).toContain('no credits were used');
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a Max Result Characters out of range (from an expression) is refused before the page is read', async () => {
		const { result } = await callTool({
			node: 'scrapeBadgerReddit',
			resource: 'subreddit',
			operation: 'getPopular',
			args: {},
			fields: { [TOOL_FIELD.maxCharacters]: '={{ 100 }}' },
		});
		expect(result.code).toBe('invalid_input');
		expect(result.error).toBe('Max Result Characters must be a whole number from 2000 to 50000, got 100');
		expect(result.description).toContain('Nothing was sent to ScrapeBadger and no credits were used');
		expect(result.creditsCharged).toBe(0);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a missing required argument is named', async () => {
		const { result } = await callTool({ node: 'scrapeBadgerAmazon', resource: 'product', operation: 'getReviews', args: {} });
		expect(result.code).toBe('invalid_input');
		expect(String(result.error)).toMatch(/ASIN|asin/);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a Credit Budget that the call would pass: said as a result, nothing sent', async () => {
		const { result } = await callTool({
			node: 'scrapeBadgerAmazon',
			resource: 'product',
			operation: 'getReviews',
			args: { asin: 'B08N5WRWNW' },
			fields: { requestOptions: { creditBudget: 5 } },
		});
		expect(result.code).toBe('credit_budget');
		expect(result.description).toContain('Raise the budget');
		expect(result.creditsCharged).toBe(0);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('an API error: its status, what to do, and what was charged', async () => {
		const { result } = await callTool({ node: 'scrapeBadgerLeboncoin', resource: 'ad', operation: 'get', args: { list_id: '1000000001' } });
		expect(result.httpStatus).toBe(404);
		expect(typeof result.description).toBe('string');
		expect(result.creditsCharged).toBe(0);
	});
});

describe('a model reaches every record the calls were charged for', () => {
	/** Calls the tool as a model would, each time with the previous result's "next", and gathers what came back. */
	async function walk(call: ToolCall, key: string, maxCalls: number) {
		const seen: unknown[] = [];
		const results: IDataObject[] = [];
		let next: IDataObject = {};
		for (let number = 0; number < maxCalls; number++) {
			const { result, text } = await callTool({ ...call, args: { ...call.args, ...next } });
			expect(result.error).toBeUndefined();
			expect(text.length).toBeLessThanOrEqual(Number(call.fields?.[TOOL_FIELD.maxCharacters] ?? CAP));
			results.push(result);
			seen.push(...(result.records as IDataObject[]).map((record) => record[key]));
			if (result.more !== true) break;
			next = result.next as IDataObject;
		}
		return { seen, results };
	}

	test('eBay seller items: the smallest page is 60 while a call asks 20, and every listing of it is returned or reachable', async () => {
		const store = sellerListings('topgames_us', 'com') ?? [];
		const { seen, results } = await walk(
			{ node: 'scrapeBadgerEbay', resource: 'seller', operation: 'getItems', args: { username: 'topgames_us' } },
			'item_id',
			40,
		);
		// Every listing of the store, in order, none twice, and the last result says the list ended.
		expect(seen).toEqual(store.map((listing) => listing.item_id));
		expect(results[0]).toMatchObject({ more: true });
		expect(results[results.length - 1]).toMatchObject({ more: false, next: null });
	});

	test('Zillow search under a small character cap: "next" resumes inside the page at the first home left out', async () => {
		const austin = HOMES.filter((home) => home.city === 'Austin' && home.status === 'FOR_SALE');
		const { seen, results } = await walk(
			{
				node: 'scrapeBadgerZillow',
				resource: 'property',
				operation: 'search',
				args: { location: 'Austin, TX' },
				fields: { [TOOL_FIELD.maxCharacters]: 8_000 },
			},
			'zpid',
			6,
		);
		expect(results[0].omitted).toBeGreaterThan(0);
		expect(seen).toEqual(austin.slice(0, seen.length).map((home) => home.zpid));
		// Six calls pass the end of the first page of 41.
		expect(seen.length).toBeGreaterThan(41);
	});
});

describe('Leboncoin > Ad > Search as an AI tool: Text is optional, said once', () => {
	const LEBONCOIN = 'scrapeBadgerLeboncoin';

	test('the model may leave Text out ({} is a valid call), and is told so without also being told it is required', () => {
		const args = fromAiArguments(toolParameters(LEBONCOIN, 'ad', 'search').parameters);
		const text = args.find((arg) => arg.key === 'text')!;
		expect(text.description).toContain('Leave empty to list every ad the other filters allow');
		expect(text.description).not.toMatch(/required/i);
		const schema = z.object(Object.fromEntries(args.map((arg) => [arg.key, generateZodSchema(arg)])));
		expect(schema.safeParse({}).success).toBe(true);
	});

	test('called without Text, the tool searches without it', async () => {
		const { items, error } = await suite.run({ node: `${LEBONCOIN}Tool`, parameters: { resource: 'ad', operation: 'search' }, items: [{}] });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map(({ path, query }) => ({ path, query }))).toEqual([
			{ path: '/v1/leboncoin/search', query: expect.not.objectContaining({ text: expect.anything() }) },
		]);
		expect(items[0].json.returned).toBeGreaterThan(0);
	});
});

describe('Web > Page > Scrape as an AI tool: a page as Markdown, well under the cap, read on from where it cut', () => {
	const WEB = 'scrapeBadgerWeb';
	const scrape = (args: IDataObject, fields: INodeParameters = {}) => callTool({ node: WEB, resource: 'page', operation: 'scrape', args, fields });
	const LONG = 'https://long.example.com/guide';
	const longText = PAGES[LONG].markdown;

	test('the model is told when to use it, that it gives Markdown from a start character, how to read on and what it costs', () => {
		const { parameters } = toolParameters(WEB, 'page', 'scrape');
		const description = parameters[TOOL_FIELD.description] as string;
		expect(description).toMatch(/^Web \(ScrapeBadger\): Use this to read a web page whose URL you have/);
		expect(description).toContain('call again with the same inputs and start set to next.start');
		expect(description).toContain('Costs 1 credit by HTTP');
		expect(fromAiArguments(parameters).map((arg) => arg.key).sort()).toEqual(['start', 'url']);
	});

	test('a short page: its Markdown whole (whatever Format the tool node holds), the engine and the credits, nothing more to read', async () => {
		const { result, text } = await scrape({ url: 'https://example.com/' }, { options: { format: 'html' } });
		expect(suite.emulator.requests.map((request) => request.body)).toEqual([{ url: 'https://example.com/', format: 'markdown' }]);
		expect(result).toMatchObject({ url: 'https://example.com/', format: 'markdown', engine_used: 'http', credits_used: 1, creditsCharged: 1, more: false, next: null });
		expect(result.content).toBe(PAGES['https://example.com/'].markdown);
		expect(text.length).toBeLessThan(2000);
	});

	test('a long page: well under the cap, says where it cut; each "next" reads on until the whole text is read, each call charged', async () => {
		let start = 0;
		let read = '';
		const results: IDataObject[] = [];
		for (let call = 0; call < 10; call++) {
			const { result, text } = await scrape({ url: LONG, start });
			expect(text.length).toBeLessThanOrEqual(CAP * 0.75);
			results.push(result);
			expect(result.start).toBe(start);
			read += result.content as string;
			if (result.more !== true) break;
			expect(result.note).toContain(`this result holds characters ${start} to ${String(result.end)}`);
			start = (result.next as IDataObject).start as number;
		}
		expect(read).toBe(longText);
		expect(results.length).toBeGreaterThan(3);
		expect(results[0]).toMatchObject({ more: true, characters: longText.length, engine_used: 'http', creditsCharged: 1 });
		expect(results[results.length - 1]).toMatchObject({ more: false, next: null });
		expect(suite.emulator.requests).toHaveLength(results.length);
	});

	test('the cap the user sets holds: a smaller one gives smaller parts', async () => {
		const { result, text } = await scrape({ url: LONG }, { [TOOL_FIELD.maxCharacters]: 4000 });
		expect(text.length).toBeLessThanOrEqual(4000);
		expect(result.end).toBeLessThanOrEqual(4000 * 0.6);
		expect(result.more).toBe(true);
	});

	test('a start past the end: nothing more, and said so', async () => {
		const { result } = await scrape({ url: 'https://example.com/', start: 100000 });
		expect(result).toMatchObject({ more: false, content: '' });
		expect(result.note).toContain('there is nothing from character 100000 on');
	});

	test('a screenshot asked in the tool node\'s Options never reaches the model as base64', async () => {
		const { text, binary } = await scrape({ url: 'https://example.com/' }, { options: { screenshot: true } });
		expect(text).not.toContain('iVBORw0KGgo');
		expect(binary).toBeUndefined();
	});

	test('a blocked page comes back as a result saying what to do', async () => {
		const { result } = await scrape({ url: 'https://protected.example.com/' });
		expect(result).toMatchObject({ code: 'page_blocked', httpStatus: 422, creditsCharged: 0 });
		expect(result.description).toContain('Escalate');
	});
});
