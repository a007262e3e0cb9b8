/**
 * The package's endpoint descriptions held against the live API extract (live-api.json): which live path a
 * description calls, which query parameters it can send there, and which live endpoints no description covers.
 * The contract test and `npm run api-coverage` both read the package through here.
 */
import type { EndpointDescriptor, HttpMethod, ParamDescriptor } from '../../nodes/shared/descriptor';
import { endpointPaths, sendsBody } from '../../nodes/shared/descriptor';
import type { PackagePlatform } from '../harness/platforms';
import { packagePlatforms } from '../harness/platforms';
import type { LiveApi, LiveBodyField, LiveEndpoint, LiveOperation, LiveParam, Platform } from './extract-live-api';
import { PLATFORMS } from './extract-live-api';
// The committed extract, so a clone without the spec folder still tests.
import liveApiJson from './live-api.json';

export const LIVE_API = liveApiJson as unknown as LiveApi;

/** Region and language, which the official Node SDK sends to these YouTube reads (live-service.md). */
const SDK_REGION = {
	gl: 'the official Node SDK and live-service.md: the SDK sends the content region (`gl`) here',
	hl: 'the official Node SDK and live-service.md: the SDK sends the interface language (`hl`) here',
};

/** A YouTube list the docs and the official Node SDK page by `continuation`, with region and language. */
const SDK_LIST = {
	continuation: 'the official Node SDK and live-service.md: this list pages by `continuation` (the OpenAPI declares it on four paths only)',
	...SDK_REGION,
};

/**
 * Query parameters the service takes that its OpenAPI does not list for that path, by path shape. Each is named by
 * the service's docs or its official SDK; the reason says where.
 */
export const UNDOCUMENTED_QUERY: Record<string, Record<string, string>> = {
	'/v1/baidu/search': {
		language: 'docs/api-reference/endpoint/baidu/search.mdx: "Restrict result language. One of `all`, `zh-cn` (simplified Chinese), `zh-tw`" (the OpenAPI lists query, page and num only)',
		time_from: 'docs/api-reference/endpoint/baidu/search.mdx: "Unix timestamp — only results published **after** this."',
		time_to: 'docs/api-reference/endpoint/baidu/search.mdx: "Unix timestamp — only results published **before** this."',
	},
	'/v1/baidu/news': {
		sort: 'docs/api-reference/endpoint/baidu/news.mdx: "Result ordering. `relevance` (Baidu\'s default ranking) or `time` (most recent first)." (the OpenAPI lists query and page only)',
	},
	'/v1/depop/search': {
		page: 'docs/api-reference/endpoint/depop/search-items.mdx: "Page number for paginated results (page-based pagination)" (the OpenAPI names a `cursor` no answer carries)',
		colours: 'docs/api-reference/endpoint/depop/search-items.mdx: "Comma-separated colour filters, e.g. `black,green`"',
	},
	'/v1/depop/users/{}/products': {
		page: 'docs/api-reference/endpoint/depop/get-user-products.mdx: "Page number for paginated results (page-based pagination)" (the OpenAPI names a `cursor` no answer carries)',
	},
	'/v1/app-store/developers/{}': {
		limit: 'docs/api-reference/endpoint/app-store/get-developer.mdx ("Apps to return, `1`–`200`.")',
	},
	'/v1/facebook/posts/{}': {
		url: 'docs/api-reference/endpoint/facebook/get-post.mdx ("Full post permalink or reel URL. **Overrides `post_id`.**")',
	},
	'/v1/facebook/posts/{}/comments': {
		url: 'docs/api-reference/endpoint/facebook/get-post-comments.mdx ("Full post permalink or reel URL. **Overrides `post_id`.**")',
	},
	'/v1/linkedin/geo/suggest': {
		country: 'docs/api-reference/endpoint/linkedin/geo-suggest.mdx and the LinkedIn overview ("Every endpoint accepts an optional `country` param")',
	},
	'/v1/youtube/videos/{}/transcript': {
		lang: 'the spec and the docs name the transcript language `lang` (the OpenAPI says `language`); the spec wins',
		type: 'the spec and the docs: the transcript format (`type`)',
	},
	'/v1/youtube/playlists/{}': {
		gl: 'the docs and the official Node SDK send the region (`gl`) to playlists',
		hl: 'the docs and the official Node SDK send the language (`hl`) to playlists',
	},
	'/v1/youtube/playlists/{}/items': {
		continuation: 'the spec: playlist items pages by `continuation` (live-service.md: the OpenAPI declares it on four paths only)',
	},
	'/v1/youtube/videos/{}/related': SDK_LIST,
	'/v1/youtube/music/search': SDK_LIST,
	'/v1/youtube/channels/{}/videos': {
		...SDK_LIST,
		sort_by: 'live-service.md and the docs: channel videos sort by `sort_by` (newest, oldest, popular)',
	},
	'/v1/youtube/channels/{}/shorts': SDK_LIST,
	'/v1/youtube/channels/{}/streams': SDK_LIST,
	'/v1/youtube/channels/{}/playlists': SDK_LIST,
	'/v1/youtube/channels/{}/community': SDK_LIST,
	'/v1/youtube/channels/{}/search': SDK_LIST,
	'/v1/youtube/shorts/{}': SDK_REGION,
	'/v1/youtube/shorts/by_sound/{}': SDK_LIST,
	// Trending documents its region (`gl`) already.
	'/v1/youtube/trending': { continuation: SDK_LIST.continuation, hl: SDK_REGION.hl },
	'/v1/youtube/trending/shorts': SDK_LIST,
	'/v1/youtube/hashtags/{}': SDK_LIST,
	'/v1/youtube/home': SDK_LIST,
	'/v1/youtube/posts/{}': SDK_REGION,
	'/v1/youtube/posts/{}/comments': SDK_LIST,
};

/**
 * Body fields the Web node sends where the docs give the endpoint no body schema, by `METHOD path`. Each is named by the
 * docs' CLI page (`cli/commands.mdx`, which lists the endpoint's options as flags); the wire name is the one the
 * service's official SDK sends for that flag.
 */
export const UNDOCUMENTED_BODY: Record<string, Record<string, string>> = {
	'POST /v1/web/extract': {
		url: 'cli/commands.mdx: `scrapebadger web extract <url>`',
		extract_rules: 'cli/commands.mdx: `--rules`, "CSS/XPath extraction rules as JSON"',
		ai_extract_rules: 'cli/commands.mdx: `--ai-rules`, "AI extraction rules as JSON"',
		ai_query: 'cli/commands.mdx: `--ai-query`, "Freeform AI query about the page"',
	},
	'POST /v1/web/screenshot': { url: 'cli/commands.mdx: `scrapebadger web screenshot <url>`' },
	'POST /v1/web/batch': { urls: 'cli/commands.mdx: `scrapebadger web batch <url1> <url2>...`, one job for many URLs' },
};

/** Whether a path is one of the Web node's (LiveApi.web). */
const isWebPath = (path: string) => path.startsWith('/v1/web/') || path === '/v1/account/me';

/** A path's shape: placeholder names are not sent, so `/mixes/{mix_id}` and `/mixes/{playlist_id}` are one path. */
/**
 * Parameters whose type the endpoint pages give otherwise than the OpenAPI, by "<path> <name>": the pages win (the brief
 * rule), the reason says where.
 */
export const PAGE_TYPES: Record<string, string> = {
	'/v1/loopnet/search min_price': 'docs/api-reference/endpoint/loopnet/search-listings.mdx: `<ParamField query="min_price" type="number">` (the OpenAPI says integer; a rate per square foot has cents)',
	'/v1/loopnet/search max_price': 'docs/api-reference/endpoint/loopnet/search-listings.mdx: `<ParamField query="max_price" type="number">` (the OpenAPI says integer; a rate per square foot has cents)',
};

export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The live platform of a `/v1/<platform>/...` path. */
export function platformOf(path: string): Platform | undefined {
	const segment = path.split('/')[2];
	return PLATFORMS.find((platform) => platform === segment);
}

/** The live stream operation (`/v1/twitter/stream/*`) a method and path of the package call. */
export function liveStreamOperation(path: string, method: HttpMethod): LiveOperation | undefined {
	return Object.values(LIVE_API.stream).find((operation) => operation.method === method && pathShape(operation.path) === pathShape(path));
}

/** The live endpoint a path of the package calls, with its own spelling of the path. */
export function liveEndpoint(path: string, method: HttpMethod = 'GET'): { path: string; endpoint: LiveEndpoint } | undefined {
	if (path.startsWith('/v1/twitter/stream')) {
		const operation = liveStreamOperation(path, method);
		return operation ? { path: operation.path, endpoint: operation } : undefined;
	}
	if (isWebPath(path)) {
		const operation = Object.values(LIVE_API.web).find((candidate) => candidate.method === method && pathShape(candidate.path) === pathShape(path));
		return operation ? { path: operation.path, endpoint: operation } : undefined;
	}
	const platform = platformOf(path);
	if (!platform) return undefined;
	const found = Object.entries(LIVE_API.platforms[platform].endpoints).find(
		([live, endpoint]) => pathShape(live) === pathShape(path) && endpoint.method === method,
	);
	return found ? { path: found[0], endpoint: found[1] } : undefined;
}

/** A query parameter the description can send to one of its paths, and where in the description it comes from. */
export interface SentParam {
	name: string;
	/** The description's parameter, when the value is one the user sets. */
	param?: ParamDescriptor;
	/** Why it is sent when it is not a user parameter. */
	role?: 'page' | 'pageSize' | 'url';
	/** Whether every request to this path carries it. */
	always: boolean;
}

/** Every query parameter a description can send to `path` (one of its endpointPaths). */
export function sentParams(endpoint: EndpointDescriptor, path: string): SentParam[] {
	const paging = endpoint.paging;
	const pageSize = paging.kind === 'none' ? undefined : paging.pageSize;
	const sizing: SentParam[] = pageSize ? [{ name: pageSize.param, role: 'pageSize', always: true }] : [];
	// A followed list (playlist items) gets only the token and the page size; its first page comes with the list.
	const followPath = paging.kind !== 'none' && paging.kind !== 'page' && paging.followPath !== endpoint.path ? paging.followPath : undefined;
	if (followPath !== undefined && path === followPath && paging.kind !== 'none') {
		return [{ name: paging.param, role: 'page', always: true }, ...sizing];
	}

	const resolving = endpoint.params.find((param) => param.type === 'locator' && param.resolve?.path === path);
	if (resolving?.type === 'locator' && resolving.resolve && path !== endpoint.path) {
		return resolving.resolve.params.map((name) => ({ name, role: 'url', always: false }));
	}

	const sent: SentParam[] = [];
	const urlLocator = endpoint.params.find((param) => param.type === 'locator' && param.url.sendTo?.path === path);
	for (const param of endpoint.params) {
		if (param.in !== 'query') continue;
		// A locator sent whole to its own path is not sent in its ID form there.
		if (param === urlLocator) continue;
		// A resumed followed list goes straight to the followed path with its token.
		if (followPath !== undefined && paging.kind !== 'none' && param.name === paging.param) continue;
		sent.push({ name: param.name, param, always: param.required === true });
	}
	if (urlLocator?.type === 'locator' && urlLocator.url.sendTo) {
		sent.push({ name: urlLocator.url.sendTo.param, role: 'url', always: true });
	}
	if (paging.kind !== 'none' && followPath === undefined && !sent.some((entry) => entry.name === paging.param)) {
		sent.push({ name: paging.param, role: 'page', always: false });
	}
	return [...sent, ...sizing.filter((size) => !sent.some((entry) => entry.name === size.name))];
}


export interface CoverageRow {
	/** A platform, or `web`: the Web node's calls (`/v1/web/*` and the account), most of them POSTs that are no batch read. */
	platform: Platform | 'web';
	/** Live GET data endpoints some description calls, and those none does. */
	covered: string[];
	missing: string[];
	/** Live paths the OpenAPI marks deprecated (they answer 410), which no description calls: neither covered nor missing. */
	deprecated: string[];
	/** The reads the service takes as a POST (a batch), the same way: `POST <path>`. */
	postCovered: string[];
	postMissing: string[];
	/** The POST forms of GET reads (an answer engine's long prompt): a second live call of the path each. */
	postFormCovered: string[];
	postFormMissing: string[];
}

/** Per platform, the live endpoints some description calls and those none does. */
export function coverage(platforms: PackagePlatform[] = packagePlatforms()): CoverageRow[] {
	const called = new Set<string>();
	for (const { descriptor } of platforms) {
		for (const resource of descriptor.resources) {
			for (const endpoint of resource.endpoints) {
				for (const path of endpointPaths(endpoint)) called.add(`${path === endpoint.path ? endpoint.method : 'GET'} ${pathShape(path)}`);
				if (endpoint.postForm) called.add(`POST form ${pathShape(endpoint.path)}`);
			}
		}
	}
	const rows: CoverageRow[] = PLATFORMS.map((platform) => {
		const all = Object.entries(LIVE_API.platforms[platform].endpoints);
		const live = all.filter(([, endpoint]) => endpoint.deprecated !== true);
		const isCalled = ([path, endpoint]: [string, LiveEndpoint]) => called.has(`${endpoint.method} ${pathShape(path)}`);
		const postForms = live.filter(([, endpoint]) => endpoint.postForm !== undefined).map(([path]) => path);
		const of = (method: string, wanted: boolean) =>
			live.filter((entry) => entry[1].method === method && isCalled(entry) === wanted).map(([path]) => path);
		return {
			platform,
			covered: of('GET', true),
			missing: of('GET', false),
			deprecated: all.filter(([, endpoint]) => endpoint.deprecated === true).map(([path]) => path),
			postCovered: of('POST', true),
			postMissing: of('POST', false),
			postFormCovered: postForms.filter((path) => called.has(`POST form ${pathShape(path)}`)),
			postFormMissing: postForms.filter((path) => !called.has(`POST form ${pathShape(path)}`)),
		};
	});
	const web = Object.values(LIVE_API.web);
	const webOf = (method: string, wanted: boolean) =>
		web.filter((operation) => operation.method === method && called.has(`${method} ${pathShape(operation.path)}`) === wanted).map((operation) => operation.path);
	return [
		...rows,
		{ platform: 'web', covered: webOf('GET', true), missing: webOf('GET', false), deprecated: [], postCovered: webOf('POST', true), postMissing: webOf('POST', false), postFormCovered: [], postFormMissing: [] },
	];
}

/** The values a description offers for a parameter, when it offers a fixed list. */
function offeredValues(param: ParamDescriptor): string[] | undefined {
	if (param.type === 'options' || param.type === 'multiOptions') return param.options.map((option) => option.value);
	if (param.type === 'pick' && 'options' in param.list) return param.list.options.map((option) => option.value);
	return undefined;
}

/** Whether a description's parameter type can carry what the live type says. */
function typeFits(param: ParamDescriptor, live: LiveParam): boolean {
	switch (live.type) {
		case 'integer':
			return (
				param.type === 'integer' ||
				(param.type === 'options' && param.options.every((option) => /^-?\d+$/.test(option.value))) ||
				// A numeric ID picked from a list or typed (an App Store genre): its typed form is digits only.
				(param.type === 'pick' && /^\^\\d(\{\d+(,\d*)?\}|\+)\$$/.test(param.pattern.regex.source))
			);
		case 'number':
			return param.type === 'integer' || param.type === 'number';
		case 'boolean':
			return param.type === 'boolean';
		default:
			return param.type !== 'integer' && param.type !== 'number' && param.type !== 'boolean';
	}
}

/** What is wrong with one sent parameter against its live definition; empty when they agree. */
function disagreements(name: string, param: ParamDescriptor, live: LiveParam): string[] {
	const problems: string[] = [];
	if (!typeFits(param, live) && PAGE_TYPES[name] === undefined) problems.push(`${name}: a ${param.type} field for a live ${live.type}`);
	const offered = offeredValues(param);
	if (live.enum) {
		const allowed = live.enum.map(String);
		if (!offered) problems.push(`${name}: free ${param.type} input where the live API has the choices ${allowed.join(', ')}`);
		else {
			const unknown = offered.filter((value) => !allowed.includes(value));
			if (unknown.length > 0) problems.push(`${name}: offers ${unknown.join(', ')}, not among the live ${allowed.join(', ')}`);
		}
	}
	if (param.type === 'integer' || param.type === 'number') {
		if (live.minimum !== undefined && (param.min === undefined || param.min < live.minimum)) {
			problems.push(`${name}: minimum ${param.min ?? 'none'}, live minimum ${live.minimum}`);
		}
		if (live.maximum !== undefined && (param.max === undefined || param.max > live.maximum)) {
			problems.push(`${name}: maximum ${param.max ?? 'none'}, live maximum ${live.maximum}`);
		}
	}
	return problems;
}

/** Whether a description's parameter type can carry a live body field's type (an array for an ID list or choices). */
function bodyTypeFits(param: ParamDescriptor, field: LiveBodyField): boolean {
	if (param.type === 'json') return field.type === (param.shape === 'array' ? 'array' : 'object');
	if (field.type === 'array') return param.type === 'idList' || param.type === 'multiOptions';
	if (field.type === 'object') return false;
	return typeFits(param, { in: 'query', type: field.type, required: false });
}

/**
 * A description's JSON body against the live request schema: the method takes a body exactly when the live operation
 * does; every body parameter (and fixed value) is a field of the schema, of its type and within its bounds; every
 * field the schema requires is always sent.
 */
export function bodyProblems(endpoint: EndpointDescriptor, live: LiveEndpoint): string[] {
	const problems: string[] = [];
	const where = `${endpoint.method} ${endpoint.path}`;
	const body = 'body' in live ? (live as LiveOperation).body : undefined;
	const sent = endpoint.params.filter((param) => param.in === 'body');
	if (!sendsBody(endpoint)) {
		if (sent.length > 0 || endpoint.fixedBody) problems.push(`${where}: a body on a method that sends none`);
		return problems;
	}
	// Where the docs give a Web endpoint no body schema, only the allow-listed fields, which the docs name.
	const allowed = UNDOCUMENTED_BODY[`${endpoint.method} ${pathShape(endpoint.path)}`];
	if (!body && allowed) {
		for (const param of sent) if (!(param.name in allowed)) problems.push(`${where}: body field "${param.name}" is neither in a schema of the docs nor allow-listed`);
		return problems;
	}
	// The reads taken as a POST (YouTube's videos batch) are checked by the data contract, which has no body schemas.
	if (!body) return 'status' in live ? [`${where}: sends a body, the live operation takes none`] : problems;
	for (const param of sent) {
		const field = body.fields[param.name];
		if (!field) {
			problems.push(`${where}: body field "${param.name}" is not in ${body.schema}`);
			continue;
		}
		const offered = offeredValues(param);
		if (field.enum) {
			const unknown = offered === undefined ? ['free input'] : offered.filter((value) => !field.enum!.map(String).includes(value));
			if (unknown.length > 0) problems.push(`${where} ${param.name}: offers ${unknown.join(', ')}, not among the live ${field.enum.join(', ')}`);
		}
		// A default the field shows is the service's own, as the docs state it.
		if (field.default !== undefined && param.default !== undefined && param.default !== field.default) {
			problems.push(`${where} ${param.name}: default ${JSON.stringify(param.default)}, the docs say ${JSON.stringify(field.default)}`);
		}
		if (!bodyTypeFits(param, field)) problems.push(`${where} ${param.name}: a ${param.type} field for a live ${field.type}`);
		if (param.type === 'integer' || param.type === 'number') {
			if (field.minimum !== undefined && (param.min === undefined || param.min < field.minimum)) problems.push(`${where} ${param.name}: minimum ${param.min ?? 'none'}, live minimum ${field.minimum}`);
			if (field.maximum !== undefined && (param.max === undefined || param.max > field.maximum)) problems.push(`${where} ${param.name}: maximum ${param.max ?? 'none'}, live maximum ${field.maximum}`);
		}
		if (param.type === 'string' && field.maxLength !== undefined && (param.maxLength === undefined || param.maxLength > field.maxLength)) {
			problems.push(`${where} ${param.name}: up to ${param.maxLength ?? 'any number of'} characters, live at most ${field.maxLength}`);
		}
		if (param.type === 'multiOptions' && field.maxItems !== undefined && param.options.length > field.maxItems) {
			problems.push(`${where} ${param.name}: offers ${param.options.length} choices, live at most ${field.maxItems}`);
		}
	}
	for (const [name, value] of Object.entries(endpoint.fixedBody ?? {})) {
		const field = body.fields[name];
		if (!field) problems.push(`${where}: fixed body field "${name}" is not in ${body.schema}`);
		else if (field.pattern !== undefined && !new RegExp(field.pattern).test(String(value))) problems.push(`${where} ${name}: ${String(value)} does not match the live pattern ${field.pattern}`);
	}
	for (const name of body.required) {
		const always = sent.some((param) => param.name === name && param.required === true) || (endpoint.fixedBody ?? {})[name] !== undefined;
		if (!always) problems.push(`${where}: does not always send required body field "${name}"`);
	}
	return problems;
}

/** What is wrong with a description against the live API, by kind; every list empty when they agree. */
export interface ContractProblems {
	paths: string[];
	params: string[];
	values: string[];
	credits: string[];
}

export function contractProblems(endpoint: EndpointDescriptor): ContractProblems {
	const problems: ContractProblems = { paths: [], params: [], values: [], credits: [] };
	for (const path of endpointPaths(endpoint)) {
		// A resolving, by-URL or followed path is a GET; only the endpoint's own may be a POST read.
		const method = path === endpoint.path ? endpoint.method : 'GET';
		const live = liveEndpoint(path, method);
		if (!live) {
			problems.paths.push(`${path}: no such live ${method} data path`);
			continue;
		}
		if (path === endpoint.path) problems.params.push(...bodyProblems(endpoint, live.endpoint));
		// A POST form sent for a long query must be one the live path takes.
		if (path === endpoint.path && endpoint.postForm && (live.endpoint as LiveEndpoint).postForm === undefined) problems.paths.push(`${path}: sends a POST form, which the live path does not take`);
		const sent = sentParams(endpoint, path);
		const allowed = UNDOCUMENTED_QUERY[pathShape(path)] ?? {};
		for (const { name } of sent) {
			const documented = live.endpoint.params[name]?.in === 'query';
			if (!documented && !(name in allowed)) problems.params.push(`${path}: sends "${name}", which the live API does not document there`);
		}
		for (const [name, param] of Object.entries(live.endpoint.params)) {
			if (param.in !== 'query' || !param.required) continue;
			if (!sent.some((entry) => entry.name === name && entry.always)) problems.params.push(`${path}: does not always send required "${name}"`);
		}
		const placeholders = (path.match(/\{[^}]+\}/g) ?? []).length;
		const livePathParams = Object.values(live.endpoint.params).filter((param) => param.in === 'path').length;
		if (placeholders !== livePathParams) problems.params.push(`${path}: ${placeholders} path parameters, live ${livePathParams}`);

		for (const { name, param } of sent) {
			const liveParam = live.endpoint.params[name];
			if (param && liveParam) problems.values.push(...disagreements(`${path} ${name}`, param, liveParam));
		}
		const paging = endpoint.paging;
		if (paging.kind !== 'none' && paging.pageSize) {
			const size = live.endpoint.params[paging.pageSize.param];
			const sizes = paging.pageSize.choices ?? [paging.pageSize.min, paging.pageSize.max];
			if (size?.minimum !== undefined && Math.min(...sizes) < size.minimum) problems.values.push(`${path}: page size below the live minimum ${size.minimum}`);
			if (size?.maximum !== undefined && Math.max(...sizes) > size.maximum) problems.values.push(`${path}: page size above the live maximum ${size.maximum}`);
		}
		if (paging.kind === 'page') {
			const page = live.endpoint.params[paging.param];
			if (page?.maximum !== undefined && (paging.lastPage === undefined || paging.lastPage > page.maximum)) {
				problems.values.push(`${path}: pages up to ${paging.lastPage ?? 'any number'}, live maximum ${page.maximum}`);
			}
		}

		const { credits, creditsPerRecord = 0 } = live.endpoint;
		// A resolving request states its own price (a YouTube handle lookup: 2), checked against its own row.
		const resolving = endpoint.params.find((param) => param.type === 'locator' && param.resolve?.path === path && path !== endpoint.path);
		if (resolving?.type === 'locator' && resolving.resolve) {
			if (credits !== resolving.resolve.credits) problems.credits.push(`${path}: resolving costs ${resolving.resolve.credits}, the credit table says ${credits}`);
			continue;
		}
		if (credits === null) {
			// The table states no price: the description must say its figure is an assumption.
			if (!endpoint.creditsAssumed) problems.credits.push(`${path}: the credit table states no price, so creditsAssumed must be set`);
		} else if (endpoint.creditsAssumed) {
			problems.credits.push(`${path}: the credit table states ${credits}, so the price is no assumption`);
		} else if (endpoint.credits !== credits || (endpoint.creditsPerRecord ?? 0) !== creditsPerRecord) {
			problems.credits.push(
				`${path}: ${endpoint.credits} + ${endpoint.creditsPerRecord ?? 0} per record, the credit table says ${credits} + ${creditsPerRecord} per record`,
			);
		}
	}
	return problems;
}
