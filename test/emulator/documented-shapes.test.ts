/**
 * The emulator answers what the service documents, no richer and no poorer: for every endpoint the docs show an
 * example response of, one emulator answer holds every key the example holds (of the same type), and no key that
 * neither the endpoint's OpenAPI response schema (openapi-<platform>.json, where there is one) nor any of its docs
 * examples shows at that place. Skipped when the spec folder is absent.
 */
/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
import { get as httpGet } from 'node:http';

import { activeListings, soldListings } from './fixtures/ebay/catalog';
import { NAMED_SELLERS } from './fixtures/amazon/products';
import { ADS, SELLERS as LEBONCOIN_SELLERS } from './fixtures/leboncoin/ads';
import { allVideos, FEATURED_POST, FEATURED_VIDEO, MAIN_CHANNEL } from './fixtures/youtube/catalog';
import { LONG_PLAYLIST } from './fixtures/youtube/playlists';
import { SOURDOUGH_VIDEO } from './fixtures/youtube/videos';
import { detailUrl, HOMES } from './fixtures/zillow/homes';
import type { Json } from './documented';
import { docsExamples, missingFromExample, responseSchema, shownBy, SPEC_THERE, undocumentedKeys, unshownKeys } from './documented';
import { DEFAULT_TEST_KEY } from './index';
import { platformSuite } from './platform-suite';

const suite = platformSuite({ now: () => Date.UTC(2026, 5, 21, 12) });

/**
 * A GET on a connection of its own: some answers here take seconds to build (a category of 6,000 listings), long
 * enough for a kept-alive connection of the shared fetch to be closed under the next request.
 */
function answer(path: string, query: Record<string, string | number>): Promise<{ status: number; body: Json }> {
	const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
	return new Promise((resolve, reject) => {
		httpGet(`${suite.emulator.url}${path}${search ? `?${search}` : ''}`, { agent: false, headers: { 'x-api-key': DEFAULT_TEST_KEY } }, (response) => {
			let text = '';
			response.setEncoding('utf8');
			response.on('data', (chunk: string) => (text += chunk));
			response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json }));
		}).on('error', reject);
	});
}

const PS5 = activeListings().find((listing) => listing.family.key === 'ps5')!.item_id;

/**
 * One emulator request per documented endpoint: the path with its parameters filled in from the fixtures, and a query.
 * An endpoint with a docs example and no request here fails the test, so a new example is not skipped unseen.
 */
const REQUESTS: Record<string, Array<[string, Record<string, string | number>]>> = {
	'/v1/amazon/autocomplete': [['/v1/amazon/autocomplete', { query: 'wireless ear' }]],
	'/v1/amazon/bestsellers': [['/v1/amazon/bestsellers', {}]],
	'/v1/amazon/category': [['/v1/amazon/category', { node: '172282' }]],
	'/v1/amazon/deals': [['/v1/amazon/deals', {}]],
	'/v1/amazon/products/{asin}/offers': [['/v1/amazon/products/B08N5WRWNW/offers', {}]],
	'/v1/amazon/products/{asin}': [['/v1/amazon/products/B08N5WRWNW', {}]],
	'/v1/amazon/products/{asin}/reviews': [['/v1/amazon/products/B08N5WRWNW/reviews', {}]],
	'/v1/amazon/sellers/{seller_id}': [[`/v1/amazon/sellers/${NAMED_SELLERS[0].seller_id}`, {}]],
	'/v1/amazon/categories': [['/v1/amazon/categories', {}]],
	'/v1/amazon/markets': [['/v1/amazon/markets', {}]],
	'/v1/amazon/new-releases': [['/v1/amazon/new-releases', {}]],
	'/v1/amazon/search': [['/v1/amazon/search', { query: 'wireless earbuds' }]],
	'/v1/amazon/sellers/{seller_id}/feedback': [[`/v1/amazon/sellers/${NAMED_SELLERS[0].seller_id}/feedback`, {}]],
	'/v1/amazon/sellers/{seller_id}/products': [[`/v1/amazon/sellers/${NAMED_SELLERS[0].seller_id}/products`, {}]],
	'/v1/ebay/autocomplete': [['/v1/ebay/autocomplete', { query: 'ninten' }]],
	'/v1/ebay/categories/{category_id}/items': [['/v1/ebay/categories/139973/items', {}]],
	'/v1/ebay/completed': [['/v1/ebay/completed', { query: 'switch oled' }]],
	'/v1/ebay/items/{item_id}': [
		[`/v1/ebay/items/${PS5}`, {}],
		[`/v1/ebay/items/${soldListings()[0].item_id}`, {}],
	],
	'/v1/ebay/items/{item_id}/reviews': [[`/v1/ebay/items/${PS5}/reviews`, {}]],
	'/v1/ebay/sellers/{username}/feedback': [['/v1/ebay/sellers/topgames_us/feedback', {}]],
	'/v1/ebay/sellers/{username}/items': [['/v1/ebay/sellers/topgames_us/items', {}]],
	'/v1/ebay/sellers/{username}': [['/v1/ebay/sellers/topgames_us', {}]],
	'/v1/ebay/categories': [['/v1/ebay/categories', {}]],
	'/v1/ebay/markets': [['/v1/ebay/markets', {}]],
	'/v1/ebay/search': [['/v1/ebay/search', { query: 'switch oled' }]],
	'/v1/leboncoin/ads/{list_id}': [[`/v1/leboncoin/ads/${ADS[0].list_id}`, {}]],
	'/v1/leboncoin/sellers/{user_id}/listings': [[`/v1/leboncoin/sellers/${LEBONCOIN_SELLERS[0].user_id}/listings`, {}]],
	'/v1/leboncoin/sellers/{user_id}': [[`/v1/leboncoin/sellers/${LEBONCOIN_SELLERS[0].user_id}`, {}]],
	'/v1/leboncoin/ads/{list_id}/similar': [[`/v1/leboncoin/ads/${ADS[0].list_id}/similar`, {}]],
	'/v1/leboncoin/categories': [['/v1/leboncoin/categories', {}]],
	'/v1/leboncoin/departments': [['/v1/leboncoin/departments', {}]],
	'/v1/leboncoin/markets': [['/v1/leboncoin/markets', {}]],
	'/v1/leboncoin/regions': [['/v1/leboncoin/regions', {}]],
	'/v1/leboncoin/search': [['/v1/leboncoin/search', { text: 'vélo' }]],
	'/v1/leboncoin/locations/search': [['/v1/leboncoin/locations/search', { q: 'Paris' }]],
	'/v1/youtube/channels/{channel_id}/videos': [[`/v1/youtube/channels/${MAIN_CHANNEL.channel_id}/videos`, {}]],
	'/v1/youtube/channels/{channel_id}': [[`/v1/youtube/channels/${MAIN_CHANNEL.channel_id}`, {}]],
	'/v1/youtube/posts/{post_id}': [[`/v1/youtube/posts/${FEATURED_POST.post_id}`, {}]],
	'/v1/youtube/videos/{video_id}': [[`/v1/youtube/videos/${FEATURED_VIDEO.video_id}`, {}]],
	'/v1/youtube/hashtags/{tag}': [['/v1/youtube/hashtags/sourdough', {}]],
	'/v1/youtube/music/search': [['/v1/youtube/music/search', { query: 'focaccia' }]],
	'/v1/youtube/playlists/{playlist_id}/items': [
		// The playlist's own token for its second page (see routes/youtube/index.ts).
		[`/v1/youtube/playlists/${LONG_PLAYLIST}/items`, { continuation: `4qmFsgJhEiR${Buffer.from(`${LONG_PLAYLIST}:100`).toString('base64url')}` }],
	],
	'/v1/youtube/playlists/{playlist_id}': [[`/v1/youtube/playlists/${LONG_PLAYLIST}`, {}]],
	'/v1/youtube/channels/resolve': [['/v1/youtube/channels/resolve', { handle: MAIN_CHANNEL.handle }]],
	'/v1/youtube/oembed': [['/v1/youtube/oembed', { url: `https://youtu.be/${FEATURED_VIDEO.video_id}` }]],
	'/v1/youtube/categories': [['/v1/youtube/categories', {}]],
	'/v1/youtube/languages': [['/v1/youtube/languages', {}]],
	'/v1/youtube/regions': [['/v1/youtube/regions', {}]],
	'/v1/youtube/search': [['/v1/youtube/search', { query: 'loaf' }]],
	'/v1/youtube/shorts/{video_id}': [[`/v1/youtube/shorts/${allVideos().find((video) => video.is_short)!.video_id}`, {}]],
	'/v1/youtube/trending': [['/v1/youtube/trending', {}]],
	'/v1/youtube/videos/{video_id}/comments': [[`/v1/youtube/videos/${FEATURED_VIDEO.video_id}/comments`, {}]],
	'/v1/youtube/videos/{video_id}/transcript': [[`/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`, {}]],
	'/v1/zillow/autocomplete': [['/v1/zillow/autocomplete', { query: 'austi' }]],
	'/v1/zillow/agent': [['/v1/zillow/agent', { username: 'maria-okafor' }]],
	'/v1/zillow/property/{zpid}': [[`/v1/zillow/property/${HOMES[0].zpid}`, {}]],
	'/v1/zillow/markets': [['/v1/zillow/markets', {}]],
	'/v1/zillow/search': [['/v1/zillow/search', { location: 'Austin, TX' }]],
};

/** Keys whose values are free-form maps (a product's specifications): any key may be in them. */
const OPEN_MAPS = new Set(['specifications', 'item_specifics']);

const EXAMPLES = docsExamples();

(SPEC_THERE ? describe : describe.skip)('every docs example against an emulator answer of its endpoint', () => {
	test('every endpoint with a docs example has a request here', () => {
		expect(EXAMPLES.map((example) => example.path).filter((path) => !REQUESTS[path])).toEqual([]);
	});

	const cases = EXAMPLES.flatMap((example) => (REQUESTS[example.path] ?? []).map(([path, query]) => [example.file, path, query, example] as const));
	test.each(cases)('%s: %s %j', async (_file, path, query, example) => {
		const { status, body } = await answer(path, query);
		expect(status).toBe(200);
		const poorer = example.bodies.flatMap((documented) => missingFromExample(documented, body, 'body', OPEN_MAPS));
		const documented = responseSchema(example.path);
		const shown = shownBy(example.bodies);
		const richer = unshownKeys(body, shown, 'body', OPEN_MAPS).filter(
			(key) => !documented || undocumentedKeys(body, documented.schema, documented.schemas, 'body').includes(key),
		);
		expect({ poorer: [...new Set(poorer)], richer: [...new Set(richer.map((key) => key.replace(/\[\d+\]/g, '[]')))] }).toEqual({
			poorer: [],
			richer: [],
		});
	});

	// An answer without a docs example of its own: held against an OpenAPI schema alone. The property by URL has no
	// schema of its own in openapi-zillow.json; it is the property by ZPID found another way (one credit-table row).
	test.each([['/v1/zillow/property/{zpid}', '/v1/zillow/property', { url: detailUrl(HOMES[0]) }]] as const)('%s (schema only): %s %j', async (livePath, path, query) => {
		const { status, body } = await answer(path, query);
		expect(status).toBe(200);
		const documented = responseSchema(livePath)!;
		expect(undocumentedKeys(body, documented.schema, documented.schemas, 'body')).toEqual([]);
	});
});
