/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Writes test/contract/live-api.json: the live ScrapeBadger API of the package's eight platforms, as the contract
 * test and `npm run api-coverage` read it. Run it when the spec folder changes:
 *
 *   npm run contract:extract [-- <spec folder>]     (default: ../shared/spec beside the repository)
 *
 * What it takes, and from where:
 * - every GET data path of the eight platforms from openapi/scrapebadger-openapi.yaml, leaving out `/health` and
 *   X's `/twitter/stream/*` account management, and the few reads the service takes as a POST with a JSON body
 *   (YouTube's videos batch), marked `method: 'POST'`;
 * - each path's query and path parameters (type, enum, minimum, maximum, default, required). Where a per-platform
 *   openapi/openapi-<platform>.json has the path too, its parameters win (live-service.md: that file is newer and
 *   more precise); parameters only the YAML names are kept. Where neither file gives an enum but the description
 *   lists the values ("Sort: hot, new, top", "for_sale|for_rent|sold"), those values are the enum, marked as such;
 * - the credits of each path from the credit table in live-service.md, through CREDIT_LABELS below (the table names
 *   endpoints in words). A label the table has and the map lacks, or the other way round, stops the script. The
 *   platforms the table does not price (PRICED_OFF_TABLE) take their prices from their overview page's credit table or,
 *   where no table names paths, only where a docs page states a price (QUOTED_PRICES, quoted);
 * - the Web node's paths (`/v1/web/*` but `/health`, and `/v1/account/me`) with each method its own entry: the body of
 *   a POST from docs/openapi-web-scraping.json where it has one, with the ranges and fields its endpoint page adds, and
 *   the price where the docs state one (WEB_PRICES, quoted).
 *
 * The result is committed, so a clone without the spec folder still tests against it; a jest test regenerates it in
 * memory when the folder is there and fails when the committed file is stale.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { parse } from 'yaml';

export const PLATFORMS = ['zillow', 'youtube', 'amazon', 'ebay', 'twitter', 'leboncoin', 'reddit', 'google', 'linkedin', 'instagram', 'facebook', 'tiktok', 'walmart', 'vinted', 'depop', 'google-play', 'app-store', 'airbnb', 'booking', 'immobiliare', 'loopnet', 'apartments', 'realtor', 'redfin', 'idealista', 'bing', 'yahoo', 'duckduckgo', 'yandex', 'baidu', 'chatgpt', 'gemini', 'perplexity'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * The platforms live-service.md's credit table has no row for, and where their prices come from instead:
 * - 'overview': their overview page (docs/<platform>/overview.mdx) prices every path in a "| Endpoint | Path | Credits |"
 *   table;
 * - 'quoted': only where a docs page states a price, with the words that state it (QUOTED_PRICES); other paths have none.
 */
const PRICED_OFF_TABLE = {google: 'quoted', linkedin: 'overview', instagram: 'quoted', facebook: 'overview', tiktok: 'quoted', walmart: 'overview', vinted: 'quoted', depop: 'quoted', 'google-play': 'overview', 'app-store': 'overview', airbnb: 'quoted', booking: 'quoted', immobiliare: 'quoted', loopnet: 'quoted', apartments: 'quoted', realtor: 'quoted', redfin: 'quoted', idealista: 'quoted', bing: 'overview', yahoo: 'overview', duckduckgo: 'overview', yandex: 'overview', baidu: 'overview', chatgpt: 'quoted', gemini: 'quoted', perplexity: 'quoted'} as const satisfies Partial<Record<Platform, 'overview' | 'quoted'>>;

/** The platforms live-service.md's credit table prices. */
type TabledPlatform = Exclude<Platform, keyof typeof PRICED_OFF_TABLE>;
const pricedOffTable = (platform: Platform): platform is keyof typeof PRICED_OFF_TABLE => platform in PRICED_OFF_TABLE;

/** The credit table's row name for each platform (live-service.md). */
const TABLE_ROWS: Record<TabledPlatform, string> = {
	zillow: 'Zillow',
	youtube: 'YouTube',
	amazon: 'Amazon',
	ebay: 'eBay',
	twitter: 'X',
	leboncoin: 'Leboncoin',
	reddit: 'Reddit',
};

/**
 * The credit table's words for endpoints, as the paths they name (after `/v1/<platform>`). X has no per-endpoint
 * table: "1 per request plus 1 per item returned, every endpoint".
 */
const CREDIT_LABELS: Record<Exclude<TabledPlatform, 'twitter'>, Record<string, string[]>> = {
	zillow: {
		search: ['/search'],
		'property (by zpid or by url)': ['/property/{zpid}', '/property'],
		agent: ['/agent'],
		autocomplete: ['/autocomplete'],
		markets: ['/markets'],
	},
	youtube: {
		search: ['/search'],
		trending: ['/trending'],
		'trending shorts': ['/trending/shorts'],
		hashtag: ['/hashtags/{tag}'],
		home: ['/home'],
		'music search': ['/music/search'],
		'video detail': ['/videos/{video_id}'],
		// A POST (a JSON body of up to 50 IDs), priced per video.
		'videos batch': ['/videos/batch'],
		related: ['/videos/{video_id}/related'],
		comments: ['/videos/{video_id}/comments'],
		'comment replies': ['/videos/{video_id}/comments/{comment_id}/replies'],
		'live chat': ['/videos/{video_id}/live_chat'],
		transcript: ['/videos/{video_id}/transcript'],
		streams: ['/videos/{video_id}/streams'],
		captions: ['/videos/{video_id}/captions'],
		short: ['/shorts/{video_id}'],
		channel: ['/channels/{channel_id}'],
		'channel tabs (videos, shorts, streams, playlists, community, search)': [
			'/channels/{channel_id}/videos',
			'/channels/{channel_id}/shorts',
			'/channels/{channel_id}/streams',
			'/channels/{channel_id}/playlists',
			'/channels/{channel_id}/community',
			'/channels/{channel_id}/search',
		],
		about: ['/channels/{channel_id}/about'],
		'subscriber count': ['/channels/{channel_id}/subscriber_count'],
		resolve: ['/channels/resolve'],
		autocomplete: ['/autocomplete'],
		oEmbed: ['/oembed'],
		categories: ['/categories'],
		languages: ['/languages'],
		regions: ['/regions'],
		markets: ['/markets'],
		playlist: ['/playlists/{playlist_id}'],
		'playlist items': ['/playlists/{playlist_id}/items'],
		mix: ['/mixes/{playlist_id}'],
	},
	amazon: {
		search: ['/search'],
		product: ['/products/{asin}'],
		offers: ['/products/{asin}/offers'],
		reviews: ['/products/{asin}/reviews'],
		bestsellers: ['/bestsellers'],
		'new releases': ['/new-releases'],
		deals: ['/deals'],
		category: ['/category'],
		seller: ['/sellers/{seller_id}'],
		'seller products': ['/sellers/{seller_id}/products'],
		'seller feedback': ['/sellers/{seller_id}/feedback'],
		autocomplete: ['/autocomplete'],
		markets: ['/markets'],
		categories: ['/categories'],
	},
	ebay: {
		search: ['/search'],
		completed: ['/completed'],
		item: ['/items/{item_id}'],
		'item reviews': ['/items/{item_id}/reviews'],
		seller: ['/sellers/{username}'],
		'seller items': ['/sellers/{username}/items'],
		'seller feedback': ['/sellers/{username}/feedback'],
		'category items': ['/categories/{category_id}/items'],
		autocomplete: ['/autocomplete'],
		categories: ['/categories'],
		markets: ['/markets'],
	},
	leboncoin: {
		search: ['/search'],
		ad: ['/ads/{list_id}'],
		'similar ads': ['/ads/{list_id}/similar'],
		seller: ['/sellers/{user_id}'],
		'seller listings': ['/sellers/{user_id}/listings'],
		locations: ['/locations/search'],
		categories: ['/categories'],
		regions: ['/regions'],
		departments: ['/departments'],
		markets: ['/markets'],
	},
	reddit: {
		'search posts': ['/search/posts'],
		'search subreddits': ['/search/subreddits'],
		'search users': ['/search/users'],
		'domain posts': ['/domains/{domain}/posts'],
		'trending posts': ['/posts/trending'],
		post: ['/posts/{post_id}'],
		'post comments': ['/posts/{post_id}/comments'],
		duplicates: ['/posts/{post_id}/duplicates'],
		subreddit: ['/subreddits/{subreddit}'],
		rules: ['/subreddits/{subreddit}/rules'],
		'wiki pages list': ['/subreddits/{subreddit}/wiki'],
		'wiki page': ['/subreddits/{subreddit}/wiki/{page}'],
		'popular and new subreddits': ['/subreddits/popular', '/subreddits/new'],
		user: ['/users/{username}'],
		'user posts': ['/users/{username}/posts'],
		'user comments': ['/users/{username}/comments'],
		moderated: ['/users/{username}/moderated'],
		trophies: ['/users/{username}/trophies'],
	},
};

export interface LiveParam {
	in: 'query' | 'path';
	type: string;
	required: boolean;
	enum?: Array<string | number>;
	/** `description` when the values were read from the parameter's description, not from an enum. */
	enumFrom?: 'description';
	minimum?: number;
	maximum?: number;
	default?: unknown;
	description?: string;
}

export interface LiveEndpoint {
	/** GET for the data endpoints; POST for a read that takes a JSON body; any method for a stream operation. */
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
	summary: string;
	/** Credits per successful request; null where the table states no price. */
	credits: number | null;
	/** Credits per record returned on top (X). */
	creditsPerRecord?: number;
	/** The table's words for this endpoint, or why there are none. */
	creditsLabel: string;
	params: Record<string, LiveParam>;
	/**
	 * The same read also taken as a POST with the same fields as a JSON body (an answer engine's "POST form, for longer
	 * prompts and larger competitor sets"): the POST's summary. A second live call of the path, priced as the GET.
	 */
	postForm?: string;
	/**
	 * The OpenAPI marks the path deprecated (TikTok's followers, following and liked videos: "Returns HTTP 410"): no
	 * package operation is meant to call it, and coverage lists it apart rather than as missing.
	 */
	deprecated?: true;
}

/** One field of a JSON request body, as the body's schema declares it. */
export interface LiveBodyField {
	type: string;
	/** An array's element type. */
	items?: string;
	nullable?: boolean;
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	minItems?: number;
	maxItems?: number;
	pattern?: string;
	default?: unknown;
	/** The values the field takes, where the schema lists them. */
	enum?: Array<string | number>;
}

/**
 * An X stream endpoint (account management: monitors, filter rules, webhooks, logs, billing), which takes every method
 * and, for POST and PATCH, a JSON body. Keyed by `METHOD path`, since one path takes several methods.
 */
export interface LiveOperation extends LiveEndpoint {
	path: string;
	/** The status of a success: 200, 201 for a creation, 204 for a deletion. */
	status: number;
	body?: { schema: string; required: string[]; fields: Record<string, LiveBodyField> };
}

export interface LiveApi {
	about: string;
	platforms: Record<Platform, { endpoints: Record<string, LiveEndpoint> }>;
	/** X's `/twitter/stream/*` endpoints; the credit table prices none of them (monitors bill per day, rules per poll). */
	stream: Record<string, LiveOperation>;
	/**
	 * The Web node's paths: every `/v1/web/*` operation but the service's own uptime check (`/health`), and
	 * `/v1/account/me`, keyed by `METHOD path`, with the request body the docs give (none where they give none).
	 */
	web: Record<string, LiveOperation>;
}

type Json = Record<string, unknown>;

/** A schema's own type, enum and bounds, looking through `anyOf: [X, null]` and `nullable`. */
function flatSchema(schema: Json | undefined): Json {
	if (!schema) return {};
	const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
	if (Array.isArray(options)) {
		const real = options.filter((option) => option.type !== 'null');
		if (real.length === 1) return { ...real[0], default: schema.default ?? real[0].default, description: schema.description };
	}
	return schema;
}

/** "Sort: hot, new, top" or "for_sale|for_rent|sold": the values a description lists, when it lists nothing else. */
export function valuesInDescription(description: string | undefined): string[] | undefined {
	if (!description) return undefined;
	const text = description.trim().replace(/\.$/, '');
	const token = /^[a-z0-9_]+$/i;
	if (text.includes('|')) {
		const values = text.split('|').map((value) => value.trim());
		return values.length > 1 && values.every((value) => token.test(value)) ? values : undefined;
	}
	const listed = /^[A-Za-z ]+:\s*(.+)$/.exec(text);
	if (!listed) return undefined;
	const values = listed[1].split(',').map((value) => value.trim());
	return values.length > 1 && values.every((value) => token.test(value)) ? values : undefined;
}

function readParam(raw: Json): [string, LiveParam] {
	const schema = flatSchema(raw.schema as Json | undefined);
	const description = (raw.description as string | undefined) ?? (schema.description as string | undefined);
	const param: LiveParam = {
		in: raw.in as 'query' | 'path',
		type: String(schema.type ?? 'string'),
		required: raw.required === true,
	};
	if (Array.isArray(schema.enum)) param.enum = schema.enum as Array<string | number>;
	else {
		const listed = valuesInDescription(description);
		if (listed) Object.assign(param, { enum: listed, enumFrom: 'description' });
	}
	if (typeof schema.minimum === 'number') param.minimum = schema.minimum;
	if (typeof schema.maximum === 'number') param.maximum = schema.maximum;
	if (schema.default !== undefined && schema.default !== null) param.default = schema.default;
	if (description) param.description = description;
	return [String(raw.name), param];
}

function paramsOf(operation: Json | undefined): Record<string, LiveParam> {
	const list = (operation?.parameters ?? []) as Json[];
	return Object.fromEntries(list.filter((raw) => raw.in === 'query' || raw.in === 'path').map(readParam));
}

/** Splits on `separator` outside parentheses. */
function splitOutside(text: string, separator: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	for (const char of text) {
		if (char === '(') depth++;
		if (char === ')') depth--;
		if (char === separator && depth === 0) {
			parts.push(current);
			current = '';
		} else current += char;
	}
	parts.push(current);
	return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * One row of the credit table as label -> price: "search 5, product 10" and "search, ad, similar ads 5; locations 2"
 * alike (a label without a price takes the next price of its group); "trophies: not stated ..." gives null.
 */
export interface Price {
	credits: number | null;
	/** "10 per video": the price counts per record, not per request. */
	perRecord?: boolean;
}

export function parseCreditRow(row: string): Map<string, Price> {
	const prices = new Map<string, Price>();
	for (const group of splitOutside(row, ';')) {
		let waiting: string[] = [];
		for (const piece of splitOutside(group, ',')) {
			const priced = /^(.*?)\s+(\d+)(\s+per\s+\w+)?$/.exec(piece);
			const unstated = /^(.*?):\s*not stated/i.exec(piece);
			if (priced || unstated) {
				const price: Price = priced ? { credits: Number(priced[2]), ...(priced[3] ? { perRecord: true } : {}) } : { credits: null };
				for (const label of [...waiting, (priced ?? unstated)![1].trim()]) prices.set(label, price);
				waiting = [];
			} else waiting.push(piece);
		}
		if (waiting.length > 0) throw new Error(`Credit table: no price for ${waiting.join(', ')} in "${group}"`);
	}
	return prices;
}

function creditRows(markdown: string): Map<string, string> {
	const start = markdown.indexOf('| platform | credits |');
	if (start < 0) throw new Error('live-service.md: the credit table ("| platform | credits |") is missing');
	const rows = new Map<string, string>();
	for (const line of markdown.slice(start).split('\n').slice(2)) {
		if (!line.startsWith('|')) break;
		const [name, text] = line.split('|').slice(1, 3).map((cell) => cell.trim());
		rows.set(name, text);
	}
	return rows;
}

const isDataPath = (path: string) =>
	!path.endsWith('/health') && !path.startsWith('/v1/twitter/stream/') && !path.startsWith('/v1/twitter/stream');

export function extractLiveApi(specDir: string): LiveApi {
	const yaml = parse(readFileSync(join(specDir, 'openapi', 'scrapebadger-openapi.yaml'), 'utf8')) as { paths: Record<string, Json> };
	const rows = creditRows(readFileSync(join(specDir, 'live-service.md'), 'utf8'));
	const platforms = {} as LiveApi['platforms'];

	for (const platform of PLATFORMS) {
		const jsonFile = join(specDir, 'openapi', `openapi-${platform}.json`);
		const precise = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as { paths: Record<string, Json> }).paths : {};
		const prefix = `/v1/${platform}/`;
		const endpoints: Record<string, LiveEndpoint> = {};
		const row = pricedOffTable(platform) ? '' : rows.get(TABLE_ROWS[platform]);
		if (row === undefined) throw new Error(`live-service.md: no credit row for ${TABLE_ROWS[platform as TabledPlatform]}`);

		const priceOf = new Map<string, Price & { label: string }>();
		if (pricedOffTable(platform)) {
			const livePaths = Object.keys(yaml.paths).filter((path) => path.startsWith(prefix) && isDataPath(path));
			const prices = PRICED_OFF_TABLE[platform] === 'overview' ? overviewPrices(specDir, platform, livePaths) : quotedPrices(specDir, platform as PricedBy<'quoted'>);
			for (const [path, price] of Object.entries(prices)) priceOf.set(path, price);
		} else if (platform !== 'twitter') {
			const labels = CREDIT_LABELS[platform];
			const table = parseCreditRow(row);
			for (const label of table.keys()) if (!(label in labels)) throw new Error(`Credit table label "${label}" (${platform}) maps to no path: add it to CREDIT_LABELS`);
			for (const [label, paths] of Object.entries(labels)) {
				if (!table.has(label)) throw new Error(`CREDIT_LABELS has "${label}" (${platform}), which the credit table no longer names`);
				for (const path of paths) priceOf.set(`${prefix.slice(0, -1)}${path}`, { ...(table.get(label) ?? { credits: null }), label });
			}
		} else if (!/^1 per request plus 1 per item returned/.test(row)) {
			throw new Error(`live-service.md: X's credit row changed: "${row}"`);
		}

		for (const [path, operations] of Object.entries(yaml.paths)) {
			if (!path.startsWith(prefix) || !isDataPath(path)) continue;
			// Reads are GETs; a path that only takes a POST is a read with a JSON body (a batch).
			const method = operations.get ? 'GET' : operations.post ? 'POST' : undefined;
			if (!method) continue;
			const operation = (operations.get ?? operations.post) as Json;
			const better = (precise[path]?.get ?? precise[path]?.post) as Json | undefined;
			const price: Price & { label: string } =
				platform === 'twitter'
					? { credits: 1, label: row }
					: (priceOf.get(path) ?? { credits: null, label: 'not in the credit table' });
			endpoints[path] = {
				method,
				summary: String(better?.summary ?? operation.summary ?? ''),
				// A per-record price ("10 per video") is no per-request price.
				credits: price.perRecord ? 0 : price.credits,
				...(platform === 'twitter' ? { creditsPerRecord: 1 } : price.perRecord ? { creditsPerRecord: price.credits ?? 0 } : {}),
				creditsLabel: price.label,
				params: { ...paramsOf(operation), ...paramsOf(better) },
				...(operations.get && operations.post ? { postForm: String((operations.post as Json).summary ?? '') } : {}),
				...(operation.deprecated === true ? { deprecated: true as const } : {}),
			};
		}
		for (const path of priceOf.keys()) {
			if (!(path in endpoints)) throw new Error(`CREDIT_LABELS names ${path}, which is no data path of the OpenAPI`);
		}
		platforms[platform] = { endpoints: Object.fromEntries(Object.entries(endpoints).sort(([a], [b]) => a.localeCompare(b))) };
	}
	return {
		about:
			'Generated by test/contract/extract-live-api.ts (npm run contract:extract) from the OpenAPI files and the credit table of live-service.md. Do not edit by hand.',
		platforms,
		stream: extractStream(specDir),
		web: extractWeb(specDir),
	};
}

/**
 * The prices docs pages state for the 'quoted' platforms, each with the words that state it (the script stops when they
 * are no longer in their file). Google: the overview says to read the live pricing endpoint, so only the one page that
 * states a price gives one; every other Google path has no price in the docs.
 */
const TIKTOK_OVERVIEW = 'docs/tiktok/overview.mdx';

const AIRBNB_PAGES = 'docs/api-reference/endpoint/airbnb/';
const BOOKING_PAGES = 'docs/api-reference/endpoint/booking/';
const IMMOBILIARE_PAGES = 'docs/api-reference/endpoint/immobiliare/';
const LOOPNET_PAGES = 'docs/api-reference/endpoint/loopnet/';
const REALTOR_PAGES = 'docs/api-reference/endpoint/realtor/';

const QUOTED_PRICES: Record<PricedBy<'quoted'>, Record<string, { credits: number; file: string; quote: string }>> = {
	// Vinted's overview prices every call at "1 credit" in words, but the search and item pages say 5 and 10 (the search
	// page and the overview's own seller-country note: "a search is a flat **5 credits**"): each endpoint page's own
	// sentence is quoted, the more specific word.
	vinted: {
		'/v1/vinted/search': { credits: 5, file: 'docs/api-reference/endpoint/vinted/search-items.mdx', quote: 'A search costs **5 credits**' },
		'/v1/vinted/items/{item_id}': { credits: 10, file: 'docs/api-reference/endpoint/vinted/get-item-detail.mdx', quote: 'Each item detail request costs **10 credits**' },
		'/v1/vinted/users/{user_id}': { credits: 1, file: 'docs/api-reference/endpoint/vinted/get-user-profile.mdx', quote: 'Each user profile request costs **1 credit**' },
		'/v1/vinted/users/{user_id}/items': { credits: 1, file: 'docs/api-reference/endpoint/vinted/get-user-items.mdx', quote: 'Each user items request costs **1 credit**' },
		'/v1/vinted/brands': { credits: 1, file: 'docs/api-reference/endpoint/vinted/search-brands.mdx', quote: 'Each brand search request costs **1 credit**' },
		'/v1/vinted/colors': { credits: 1, file: 'docs/api-reference/endpoint/vinted/list-colors.mdx', quote: 'Each color list request costs **1 credit**' },
		'/v1/vinted/statuses': { credits: 1, file: 'docs/api-reference/endpoint/vinted/list-statuses.mdx', quote: 'Each status list request costs **1 credit**' },
		'/v1/vinted/markets': { credits: 1, file: 'docs/api-reference/endpoint/vinted/list-markets.mdx', quote: 'Each markets list request costs **1 credit**' },
	},
	// Depop's overview prices its calls in words ("| Search items | 10 credits |"), not by path: each endpoint page's sentence.
	depop: {
		'/v1/depop/search': { credits: 10, file: 'docs/api-reference/endpoint/depop/search-items.mdx', quote: 'Each search request costs **10 credits**' },
		'/v1/depop/products/{product_id}': { credits: 10, file: 'docs/api-reference/endpoint/depop/get-product.mdx', quote: 'Each product-detail request costs **10 credits**' },
		'/v1/depop/users/{username}': { credits: 10, file: 'docs/api-reference/endpoint/depop/get-user.mdx', quote: 'Each user-profile request costs **10 credits**' },
		'/v1/depop/users/{username}/products': { credits: 10, file: 'docs/api-reference/endpoint/depop/get-user-products.mdx', quote: 'Each user-products request costs **10 credits**' },
		'/v1/depop/markets': { credits: 0, file: 'docs/api-reference/endpoint/depop/list-markets.mdx', quote: 'Listing markets is a **free** reference endpoint (0 credits)' },
	},
	// Realtor's overview prices its calls in words ("| Search | 8 credits |"), not by path: each endpoint page's sentence.
	realtor: {
		'/v1/realtor/search': { credits: 8, file: REALTOR_PAGES + 'search.mdx', quote: 'Each search request costs **8 credits**' },
		'/v1/realtor/properties/{property_id}': { credits: 10, file: REALTOR_PAGES + 'get-property.mdx', quote: 'Each property-detail request costs **10 credits**' },
		'/v1/realtor/autocomplete': { credits: 2, file: REALTOR_PAGES + 'autocomplete.mdx', quote: 'Each autocomplete request costs **2 credits**' },
		'/v1/realtor/markets': { credits: 0, file: REALTOR_PAGES + 'list-markets.mdx', quote: 'Listing markets is a **free** reference endpoint (0 credits)' },
	},
	// Redfin has no docs pages and no credit table row: no page states a price, so every path has none (the node assumes
	// Zillow's, its sibling's, and says so: creditsAssumed).
	redfin: {},
	google: {
		'/v1/google/shopping/offers': { credits: 14, file: 'docs/google/shopping-offers.mdx', quote: 'each call costs **14 credits**' },
	},
	// TikTok's overview prices its endpoints in words ("| Get user profile | 5 credits |"), not by path: each row quoted.
	// Its deprecated paths (followers, following, liked: 410, "not charged") are priced by no row.
	tiktok: {
		'/v1/tiktok/users/{username}': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Get user profile | 5 credits |' },
		'/v1/tiktok/users/{username}/videos': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get user videos | 8 credits |' },
		'/v1/tiktok/users/{username}/reposts': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get user reposts | 8 credits |' },
		'/v1/tiktok/videos/{video_id}': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Get video detail | 5 credits |' },
		'/v1/tiktok/videos/{video_id}/comments': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get comments | 8 credits |' },
		'/v1/tiktok/videos/{video_id}/related': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get related videos | 8 credits |' },
		'/v1/tiktok/videos/{video_id}/transcript': { credits: 10, file: TIKTOK_OVERVIEW, quote: '| Get transcript | 10 credits |' },
		'/v1/tiktok/comments/{comment_id}/replies': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get comment replies | 8 credits |' },
		'/v1/tiktok/oembed': { credits: 2, file: TIKTOK_OVERVIEW, quote: '| oEmbed | 2 credits |' },
		'/v1/tiktok/hashtags/{name}': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Get hashtag detail | 5 credits |' },
		'/v1/tiktok/hashtags/{name}/videos': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get hashtag videos | 8 credits |' },
		'/v1/tiktok/music/{music_id}': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Get music detail | 5 credits |' },
		'/v1/tiktok/music/{music_id}/videos': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get music videos | 8 credits |' },
		'/v1/tiktok/search': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Search (general) | 5 credits |' },
		'/v1/tiktok/search/users': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Search users | 5 credits |' },
		'/v1/tiktok/search/videos': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Search videos | 5 credits |' },
		'/v1/tiktok/search/hashtags': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Search hashtags | 5 credits |' },
		'/v1/tiktok/trending/videos': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Trending videos | 5 credits |' },
		'/v1/tiktok/trending/hashtags': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Trending hashtags | 5 credits |' },
		'/v1/tiktok/trending/songs': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Trending songs | 5 credits |' },
		'/v1/tiktok/ads/search': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Ad library search | 5 credits |' },
		'/v1/tiktok/ads/advertisers': { credits: 5, file: TIKTOK_OVERVIEW, quote: '| Search advertisers | 5 credits |' },
		'/v1/tiktok/ads/{ad_id}': { credits: 8, file: TIKTOK_OVERVIEW, quote: '| Get ad detail | 8 credits |' },
		'/v1/tiktok/regions': { credits: 0, file: TIKTOK_OVERVIEW, quote: '| List regions | 0 credits |' },
	},
	// Instagram's overview prices groups of endpoints, not paths (a standard read 5, a paginated listing 8): the endpoint
	// pages state each path's price.
	instagram: {
		'/v1/instagram/users/{username}': { credits: 5, file: 'docs/api-reference/endpoint/instagram/get-user.mdx', quote: '**Credits:** 5' },
		'/v1/instagram/users/{username}/posts': { credits: 8, file: 'docs/api-reference/endpoint/instagram/user-posts.mdx', quote: '**Credits:** 8 per request' },
		'/v1/instagram/users/{username}/related': { credits: 5, file: 'docs/api-reference/endpoint/instagram/get-user.mdx', quote: '`GET /v1/instagram/users/{username}/related` — similar / suggested accounts.\n  **5 credits.**' },
		'/v1/instagram/media/{code}': { credits: 5, file: 'docs/api-reference/endpoint/instagram/get-media.mdx', quote: '**Credits:** 5 (media detail)' },
		'/v1/instagram/media/{code}/comments': { credits: 8, file: 'docs/api-reference/endpoint/instagram/media-comments.mdx', quote: '**Credits:** 8 (`comments`' },
		'/v1/instagram/hashtags/{tag}': { credits: 5, file: 'docs/api-reference/endpoint/instagram/get-hashtag.mdx', quote: '**Credits:** 5 (hashtag info)' },
		'/v1/instagram/hashtags/{tag}/recent': { credits: 8, file: 'docs/api-reference/endpoint/instagram/get-hashtag.mdx', quote: '8 (`recent` feed)' },
		'/v1/instagram/search/top': { credits: 5, file: 'docs/api-reference/endpoint/instagram/search.mdx', quote: '**Credits:** 5 (`top`)' },
		'/v1/instagram/search/hashtags': { credits: 2, file: 'docs/instagram/overview.mdx', quote: '| oEmbed / search hashtags |' },
	},
	// Airbnb's overview prices its endpoints in words ("| Search stays | 5 credits |"), not by path: each endpoint page
	// states its own price.
	airbnb: {
		'/v1/airbnb/search': { credits: 5, file: AIRBNB_PAGES + 'search.mdx', quote: 'Each search request costs **5 credits**' },
		'/v1/airbnb/listings/{room_id}': { credits: 5, file: AIRBNB_PAGES + 'get-listing.mdx', quote: 'Each listing-detail request costs **5 credits**' },
		'/v1/airbnb/listings/{room_id}/calendar': { credits: 5, file: AIRBNB_PAGES + 'get-calendar.mdx', quote: 'Each calendar request costs **5 credits**' },
		'/v1/airbnb/listings/{room_id}/reviews': { credits: 5, file: AIRBNB_PAGES + 'get-reviews.mdx', quote: 'Each reviews request costs **5 credits**' },
		'/v1/airbnb/experiences': { credits: 5, file: AIRBNB_PAGES + 'search-experiences.mdx', quote: 'Each experiences-search request costs **5 credits**' },
		'/v1/airbnb/experiences/{experience_id}': { credits: 5, file: AIRBNB_PAGES + 'get-experience.mdx', quote: 'Each experience-detail request costs **5 credits**' },
	},
	// Booking.com's overview prices its endpoints in words ("| Get rooms & rates | 10 credits |"), not by path: each
	// endpoint page states its own price.
	booking: {
		'/v1/booking/search': { credits: 5, file: BOOKING_PAGES + 'search.mdx', quote: 'Each search request costs **5 credits**' },
		'/v1/booking/destinations': { credits: 3, file: BOOKING_PAGES + 'search-destinations.mdx', quote: 'Each destinations request costs **3 credits**' },
		'/v1/booking/properties/{country_code}/{slug}': { credits: 5, file: BOOKING_PAGES + 'get-property.mdx', quote: 'Each property-detail request costs **5 credits**' },
		'/v1/booking/properties/{country_code}/{slug}/rooms': { credits: 10, file: BOOKING_PAGES + 'get-rooms.mdx', quote: 'Each rooms request costs **10 credits**' },
		'/v1/booking/properties/{country_code}/{slug}/reviews': { credits: 10, file: BOOKING_PAGES + 'get-reviews.mdx', quote: 'Each reviews request costs **10 credits**' },
	},
	// Immobiliare's overview prices its calls in words ("| Search | 5 credits |"), not by path: each endpoint page's own
	// sentence. No page describes or prices /reference ("List filter enums" in the OpenAPI).
	immobiliare: {
		'/v1/immobiliare/search': { credits: 5, file: IMMOBILIARE_PAGES + 'search.mdx', quote: 'Each search request costs **5 credits**' },
		'/v1/immobiliare/listings/{listing_id}': { credits: 10, file: IMMOBILIARE_PAGES + 'get-listing.mdx', quote: 'Each listing-detail request costs **10 credits**' },
		'/v1/immobiliare/agencies/{agency_id}': { credits: 5, file: IMMOBILIARE_PAGES + 'get-agency.mdx', quote: 'Each agency-profile request costs **5 credits**' },
		'/v1/immobiliare/agencies/{agency_id}/listings': { credits: 5, file: IMMOBILIARE_PAGES + 'get-agency-listings.mdx', quote: 'Each agency-listings request costs **5 credits**' },
		'/v1/immobiliare/market-insights/prices': { credits: 10, file: IMMOBILIARE_PAGES + 'price-insights.mdx', quote: 'Each price-insights request costs **10 credits**' },
		'/v1/immobiliare/autocomplete': { credits: 2, file: IMMOBILIARE_PAGES + 'autocomplete.mdx', quote: 'Each autocomplete request costs **2 credits**' },
		'/v1/immobiliare/markets': { credits: 0, file: IMMOBILIARE_PAGES + 'list-markets.mdx', quote: 'Listing markets is a **free** reference endpoint (0 credits)' },
	},
	// LoopNet's overview prices by endpoint in a table without paths ("| Endpoint | Cost |"): each endpoint page's own sentence.
	loopnet: {
		'/v1/loopnet/search': { credits: 10, file: LOOPNET_PAGES + 'search-listings.mdx', quote: 'Each search request costs **10 credits**' },
		'/v1/loopnet/listings/{listing_id}': { credits: 12, file: LOOPNET_PAGES + 'get-listing-detail.mdx', quote: 'Each listing-detail request costs **12 credits**' },
		'/v1/loopnet/brokers/{slug}/{broker_id}': { credits: 8, file: LOOPNET_PAGES + 'get-broker-profile.mdx', quote: 'Each broker-profile request costs **8 credits**' },
		'/v1/loopnet/markets': { credits: 0, file: LOOPNET_PAGES + 'list-markets.mdx', quote: 'Listing markets is a **free** reference endpoint (0 credits)' },
		'/v1/loopnet/property-types': { credits: 0, file: LOOPNET_PAGES + 'list-property-types.mdx', quote: 'Listing property types is a **free** reference endpoint (0 credits)' },
	},
	// apartments.com's overview prices in a table without a Path column; the by-parts path has no page of its own, so its
	// overview row is quoted.
	apartments: {
		'/v1/apartments/search': { credits: 5, file: 'docs/api-reference/endpoint/apartments/search-listings.mdx', quote: '**Cost:** 5 credits per page.' },
		'/v1/apartments/property': { credits: 5, file: 'docs/api-reference/endpoint/apartments/get-property.mdx', quote: '**Cost:** 5 credits.' },
		'/v1/apartments/properties/{slug}/{property_id}': { credits: 5, file: 'docs/apartments/overview.mdx', quote: '| `GET /v1/apartments/properties/{slug}/{property_id}` | The same detail, addressed by parts | 5 |' },
	},
	// Nothing prices Idealista: the OpenAPI alone describes it (no docs page, no price); every node price is assumed.
	idealista: {},
	// The answer engines' overviews price by path in a table whose path cell names both methods ("`GET`/`POST`
	// `/v1/chatgpt/ask`"), which the overview reader does not take: each row is quoted. The POST form costs what the GET does.
	chatgpt: {
		'/v1/chatgpt/ask': { credits: 20, file: 'docs/chatgpt/overview.mdx', quote: '| Ask | `GET`/`POST` `/v1/chatgpt/ask` | 20 |' },
		'/v1/chatgpt/brand-visibility': { credits: 25, file: 'docs/chatgpt/overview.mdx', quote: '| Brand visibility | `GET`/`POST` `/v1/chatgpt/brand-visibility` | 25 |' },
		'/v1/chatgpt/models': { credits: 1, file: 'docs/chatgpt/overview.mdx', quote: '| List models | `GET /v1/chatgpt/models` | 1 |' },
	},
	gemini: {
		'/v1/gemini/ask': { credits: 20, file: 'docs/gemini/overview.mdx', quote: '| Ask | `GET`/`POST` `/v1/gemini/ask` | 20 |' },
		'/v1/gemini/brand-visibility': { credits: 25, file: 'docs/gemini/overview.mdx', quote: '| Brand visibility | `GET`/`POST` `/v1/gemini/brand-visibility` | 25 |' },
	},
	// Nothing prices Perplexity: the OpenAPI alone describes it (no docs page, no price); the node's prices are assumed
	// from ChatGPT's and Gemini's (nodes/Perplexity/perplexity.engine.ts).
	perplexity: {},
};

type PricedBy<How> = { [P in keyof typeof PRICED_OFF_TABLE]: (typeof PRICED_OFF_TABLE)[P] extends How ? P : never }[keyof typeof PRICED_OFF_TABLE];

function quotedPrices(specDir: string, platform: PricedBy<'quoted'>): Record<string, Price & { label: string }> {
	return Object.fromEntries(
		Object.entries(QUOTED_PRICES[platform]).map(([path, price]) => {
			if (!readFileSync(join(specDir, price.file), 'utf8').includes(price.quote)) throw new Error(`${price.file} no longer says "${price.quote}" (the price of ${path})`);
			return [path, { credits: price.credits, label: `${price.file}: "${price.quote}"` }];
		}),
	);
}

/**
 * The credit table of a platform's overview page: `| Search jobs | \`GET /v1/linkedin/jobs/search\` | 5 |`, each row a
 * path and its price, quoted as the label. A row may price several paths, the others after `·` and written from the
 * platform's prefix (Facebook's "\`GET /v1/facebook/search\` · \`/search/{tab}\`"); a written path that is no live path
 * but a pattern of them (`/search/{tab}`) prices every live path of its shape (`/search/pages`, `/search/people`, …).
 */
function overviewPrices(specDir: string, platform: Platform, livePaths: string[]): Record<string, Price & { label: string }> {
	const file = join('docs', platform, 'overview.mdx');
	const prefix = `/v1/${platform}`;
	const prices: Record<string, Price & { label: string }> = {};
	for (const line of readFileSync(join(specDir, file), 'utf8').split('\n')) {
		const row = /^\|\s*([^|]+?)\s*\|\s*`GET (\/v1\/[^`]+)`((?:\s*·\s*`\/[^`]+`)*)\s*\|\s*(\d+)\s*\|/.exec(line);
		if (!row) continue;
		const written = [row[2], ...[...row[3].matchAll(/`(\/[^`]+)`/g)].map((match) => `${prefix}${match[1]}`)];
		for (const path of written.flatMap((one) => (livePaths.includes(one) ? [one] : livePaths.filter((live) => ofShape(live, one))))) {
			prices[path] = { credits: Number(row[4]), label: `${file}: "${line.trim()}"` };
		}
	}
	if (Object.keys(prices).length === 0) throw new Error(`${file}: no credit table ("| Endpoint | Path | Credits |")`);
	return prices;
}

/** Whether a live path is one of a written pattern's (`/v1/facebook/search/{tab}`): the same segments, `{…}` any one. */
function ofShape(live: string, pattern: string): boolean {
	const [liveSegments, patternSegments] = [live.split('/'), pattern.split('/')];
	return (
		liveSegments.length === patternSegments.length &&
		patternSegments.some((segment) => /^\{\w+\}$/.test(segment)) &&
		patternSegments.every((segment, index) => /^\{\w+\}$/.test(segment) || segment === liveSegments[index])
	);
}

/**
 * The price of each Web node path where the docs state one, with the words that state it: the script stops when the
 * words are no longer in their file. Every other web path has no price in the docs.
 */
const WEB_PRICES: Record<string, { credits: number; file: string; quote: string }> = {
	'POST /v1/web/scrape': { credits: 1, file: 'docs/web-scraping/overview.mdx', quote: '| Basic HTTP scrape | 1 credit |' },
	'POST /v1/web/detect': { credits: 1, file: 'docs/api-reference/endpoint/web-scraping/detect.mdx', quote: '`1` for a fresh scan, `0` for a cached result' },
	'GET /v1/account/me': { credits: 0, file: 'docs/openapi-account.json', quote: 'No credits are deducted for this call.' },
};

const WEB_UNPRICED = 'no price in the docs';

/** The field rules of an inline JSON body schema. */
function inlineBody(schema: Json): NonNullable<LiveOperation['body']> {
	const fields: Record<string, LiveBodyField> = {};
	for (const [field, raw] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
		const entry: LiveBodyField = { type: String(raw.type ?? 'string') };
		if (Array.isArray(raw.enum)) entry.enum = raw.enum as Array<string | number>;
		if (raw.default !== undefined && raw.default !== null) entry.default = raw.default;
		fields[field] = entry;
	}
	return { schema: 'openapi-web-scraping.json', required: ((schema.required ?? []) as string[]).slice().sort(), fields };
}

/**
 * What an endpoint page adds to its body fields: the ranges, minimums and lengths its `<ParamField body=...>` texts
 * state ("Range: `1000` – `120000`", "Minimum: `1`", "Maximum 2000 characters"), and the fields it documents that the
 * JSON schema lacks (`raw_content`).
 */
function pageBodyFields(markdown: string, body: NonNullable<LiveOperation['body']>): void {
	for (const match of markdown.matchAll(/<ParamField body="(\w+)" type="(\w+)"[^>]*>([\s\S]*?)<\/ParamField>/g)) {
		const [, name, type, text] = match;
		const field = (body.fields[name] ??= { type });
		const range = /Range: `(\d+)` – `(\d+)`/.exec(text);
		if (range) Object.assign(field, { minimum: Number(range[1]), maximum: Number(range[2]) });
		const minimum = /Minimum: `(\d+)`/.exec(text);
		if (minimum) field.minimum = Number(minimum[1]);
		const length = /Maximum (\d+) characters/.exec(text);
		if (length) field.maxLength = Number(length[1]);
	}
}

/** The Web node's live operations (see LiveApi.web). */
export function extractWeb(specDir: string): Record<string, LiveOperation> {
	const yaml = parse(readFileSync(join(specDir, 'openapi', 'scrapebadger-openapi.yaml'), 'utf8')) as { paths: Record<string, Json> };
	const docs = JSON.parse(readFileSync(join(specDir, 'docs', 'openapi-web-scraping.json'), 'utf8')) as { paths: Record<string, Json> };
	const pagesDir = join(specDir, 'docs', 'api-reference', 'endpoint', 'web-scraping');
	const pages = new Map<string, string>();
	for (const file of readdirSync(pagesDir)) {
		const text = readFileSync(join(pagesDir, file), 'utf8');
		const route = /^openapi: (\w+) (\S+)$/m.exec(text);
		if (route) pages.set(`${route[1].toUpperCase()} ${route[2]}`, text);
	}
	for (const [key, price] of Object.entries(WEB_PRICES)) {
		if (!readFileSync(join(specDir, price.file), 'utf8').includes(price.quote)) throw new Error(`${price.file} no longer says "${price.quote}" (the price of ${key})`);
	}
	const operations: Record<string, LiveOperation> = {};
	for (const [path, methods] of Object.entries(yaml.paths)) {
		if (!(path.startsWith('/v1/web/') && !path.endsWith('/health')) && path !== '/v1/account/me') continue;
		for (const method of ['get', 'post'] as const) {
			const operation = methods[method] as Json | undefined;
			if (!operation) continue;
			const key = `${method.toUpperCase()} ${path}`;
			const schema = ((docs.paths[path]?.[method] as Json | undefined)?.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
			const inline = schema?.['application/json']?.schema as Json | undefined;
			const body = inline ? inlineBody(inline) : undefined;
			const page = pages.get(key);
			if (body && page) pageBodyFields(page, body);
			const price = WEB_PRICES[key];
			operations[key] = {
				path,
				method: method.toUpperCase() as LiveOperation['method'],
				status: 200,
				summary: String(operation.summary ?? ''),
				credits: price?.credits ?? null,
				creditsLabel: price ? `${price.file}: "${price.quote}"` : WEB_UNPRICED,
				params: paramsOf(operation),
				...(body ? { body } : {}),
			};
		}
	}
	return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

const STREAM_PRICE =
	'not in the credit table: stream management states no per-request price (monitors bill per account per day, filter rules per poll)';

/** A request body's schema (`$ref` into components.schemas) as its fields, with their types and bounds. */
function bodyOf(operation: Json, schemas: Record<string, Json>): LiveOperation['body'] {
	const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
	const ref = (content?.['application/json']?.schema as Json | undefined)?.$ref;
	if (typeof ref !== 'string') return undefined;
	const name = ref.split('/').pop() ?? '';
	const schema = schemas[name];
	if (!schema) throw new Error(`The OpenAPI has no schema ${name}`);
	const fields: Record<string, LiveBodyField> = {};
	for (const [field, raw] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
		const flat = flatSchema(raw);
		const entry: LiveBodyField = { type: String(flat.type ?? 'string') };
		const items = flat.items as Json | undefined;
		if (items?.type !== undefined) entry.items = String(items.type);
		if (raw.nullable === true || flat.nullable === true) entry.nullable = true;
		for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
			if (typeof flat[key] === 'number') entry[key] = flat[key];
		}
		if (typeof flat.pattern === 'string') entry.pattern = flat.pattern;
		if (flat.default !== undefined && flat.default !== null) entry.default = flat.default;
		fields[field] = entry;
	}
	return { schema: name, required: ((schema.required ?? []) as string[]).slice().sort(), fields };
}

/** Every `/v1/twitter/stream/*` operation, each method of a path its own entry. */
export function extractStream(specDir: string): Record<string, LiveOperation> {
	const yaml = parse(readFileSync(join(specDir, 'openapi', 'scrapebadger-openapi.yaml'), 'utf8')) as {
		paths: Record<string, Json>;
		components: { schemas: Record<string, Json> };
	};
	const operations: Record<string, LiveOperation> = {};
	for (const [path, methods] of Object.entries(yaml.paths)) {
		if (!path.startsWith('/v1/twitter/stream')) continue;
		for (const method of ['get', 'post', 'patch', 'delete'] as const) {
			const operation = methods[method] as Json | undefined;
			if (!operation) continue;
			const status = Number(Object.keys((operation.responses ?? {}) as Json).find((code) => /^2\d\d$/.test(code)) ?? 200);
			const body = bodyOf(operation, yaml.components.schemas);
			operations[`${method.toUpperCase()} ${path}`] = {
				path,
				method: method.toUpperCase() as LiveOperation['method'],
				status,
				summary: String(operation.summary ?? ''),
				credits: null,
				creditsLabel: STREAM_PRICE,
				params: paramsOf(operation),
				...(body ? { body } : {}),
			};
		}
	}
	return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

export const LIVE_API_FILE = join(__dirname, 'live-api.json');
export const DEFAULT_SPEC_DIR = resolve(__dirname, '../../../shared/spec');

export const renderLiveApi = (api: LiveApi) => `${JSON.stringify(api, null, '\t')}\n`;

if (require.main === module) {
	const specDir = resolve(process.argv[2] ?? DEFAULT_SPEC_DIR);
	const api = extractLiveApi(specDir);
	writeFileSync(LIVE_API_FILE, renderLiveApi(api));
	const counts = PLATFORMS.map((platform) => `${platform} ${Object.keys(api.platforms[platform].endpoints).length}`);
	counts.push(`twitter stream ${Object.keys(api.stream).length}`, `web ${Object.keys(api.web).length}`);
	console.log(`Wrote ${LIVE_API_FILE}: ${counts.join(', ')}`);
}
