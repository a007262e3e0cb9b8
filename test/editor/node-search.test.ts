/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Finding a node by task in n8n's node panel and Tools panel (issue 16). The panel ranks nodes with `sublimeSearch` of
 * @n8n/utils over each node's display name and codex aliases (the editor's `searchNodes`, n8n 1.123 and 2.41 alike):
 * the whole lowercased query must appear in ONE of those strings as a subsequence, spaces included. So
 * "youtube transcript" matches an alias "YouTube transcript" but neither "ScrapeBadger YouTube" nor "transcript".
 * Before searching, the editor drops a last word that starts "trigger" ("youtube trig" searches "youtube").
 *
 * What the panels search, as the editors build it:
 * - Nodes panel (and the trigger panel): a trigger whose name is its action node's plus "Trigger" is merged into the
 *   action node's entry (`generateMergedNodesAndActions`), so the action node's codex is the one searched.
 * - Tools panel: each `usableAsTool` node's "<name> Tool" copy. n8n 2.41 keeps the codex aliases on it
 *   (`setToolCodex`); n8n 1.123 replaces the codex without them, so there only the display name is searched and a
 *   task search cannot reach a tool (the platform name can).
 *
 * The @n8n/utils build here is the one n8n 2.x ships; 1.123's copy differs only in the penalty per unmatched letter
 * (-5 instead of -2.5), which changes scores but not what matches.
 */
import { sublimeSearch } from '@n8n/utils/search/sublime-search';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE = 'n8n-nodes-scrapebadger-suite';
const NODES_DIR = join(__dirname, '../../nodes');

interface Codex {
	node: string;
	categories: string[];
	alias?: string[];
	resources: object;
}

/** A panel entry as the editor searches it: `properties` is the node type description. */
interface Entry {
	key: string;
	properties: { name: string; displayName: string; group: string[]; codex: { alias?: string[] } };
}

type NodeClass = new () => { description: { name: string; displayName: string; group: string[]; usableAsTool?: unknown } };

/** Every node of the package with its codex, read the way n8n's loader reads the `.node.json` beside a node file. */
function packageNodes(): Array<Entry & { codex: Codex; usableAsTool: boolean }> {
	return readdirSync(NODES_DIR, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && entry.name !== 'shared')
		.flatMap((folder) =>
			readdirSync(join(NODES_DIR, folder.name))
				.filter((file) => file.endsWith('.node.ts'))
				.map((file) => {
					// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node files are found on disk
					const nodeClass = Object.values(require(join(NODES_DIR, folder.name, file)) as Record<string, NodeClass>)[0];
					const { name, displayName, group, usableAsTool } = new nodeClass().description;
					const codex = JSON.parse(readFileSync(join(NODES_DIR, folder.name, file.replace(/\.ts$/, '.json')), 'utf8')) as Codex;
					const key = `${PACKAGE}.${name}`;
					return {
						key,
						codex,
						usableAsTool: usableAsTool !== undefined,
						properties: { name: key, displayName, group, codex: { alias: codex.alias } },
					};
				}),
		);
}

const NODES = packageNodes();

/** The nodes panel: triggers with an action node of the same name are merged into it. */
const NODES_PANEL: Entry[] = NODES.filter(
	(node) =>
		!node.properties.group.includes('trigger') ||
		!NODES.some((other) => other.properties.name === node.properties.name.replace('Trigger', '')),
);

/** The Tools panel: each usable-as-tool node's "Tool" copy, with its aliases (n8n 2.41) or without them (n8n 1.123). */
const toolsPanel = (keepAliases: boolean): Entry[] =>
	NODES.filter((node) => node.usableAsTool).map((node) => ({
		key: `${node.key}Tool`,
		properties: {
			...node.properties,
			name: `${node.properties.name}Tool`,
			displayName: `${node.properties.displayName} Tool`,
			codex: keepAliases ? { alias: node.properties.codex.alias } : {},
		},
	}));

/** The editor's query handling: a last word starting "trigger" is dropped, and the rest is lowercased. */
function editorQuery(search: string): string {
	const parts = search.split(' ');
	const last = parts[parts.length - 1].toLowerCase();
	const query = parts.length > 1 && 'trigger'.startsWith(last) ? parts.slice(0, -1).filter((part) => part).join(' ').trimEnd() : search;
	return query.toLowerCase();
}

/** Keys of the entries the panel lists for a search, best first. */
const found = (search: string, panel: Entry[]) => sublimeSearch(editorQuery(search), panel).map(({ item }) => item.key);

/** Searches people type for a task, by the node that does it. */
const TASKS: Record<string, string[]> = {
	scrapeBadgerAmazon: [
		'amazon reviews', 'amazon product reviews', 'amazon product', 'amazon products', 'amazon product search', 'amazon search',
		'amazon price', 'amazon best sellers', 'amazon bestsellers', 'amazon deals', 'amazon offers', 'amazon seller',
		'amazon asin', 'amazon new releases', 'amazon price tracker',
	],
	scrapeBadgerAppStore: ['app store', 'apple app store', 'app store reviews', 'app store charts', 'ios apps', 'iphone apps', 'ios app reviews', 'top iphone apps'],
	scrapeBadgerEbay: [
		'ebay listings', 'ebay search', 'ebay sold', 'ebay sold listings', 'ebay sold prices', 'ebay completed listings',
		'ebay item', 'ebay seller', 'ebay reviews', 'ebay feedback', 'ebay new listings',
	],
	scrapeBadgerFacebook: ['facebook page', 'facebook posts', 'facebook group', 'facebook comments', 'facebook profile'],
	scrapeBadgerGoogle: [
		'google search', 'google serp', 'serp', 'google maps', 'google maps leads', 'google reviews', 'local leads',
		'google news', 'google trends', 'google shopping', 'google scholar', 'google lens', 'ai overview',
	],
	scrapeBadgerLeboncoin: ['leboncoin ads', 'leboncoin search', 'leboncoin annonces', 'leboncoin listings', 'leboncoin seller', 'leboncoin new ads'],
	scrapeBadgerInstagram: ['instagram profile', 'instagram posts', 'instagram reel', 'instagram comments', 'instagram followers', 'instagram stories', 'instagram hashtag', 'instagram search', 'influencer research', 'follower count'],
	scrapeBadgerImmobiliare: ['immobiliare', 'immobiliare.it', 'italian real estate', 'italian homes for sale', 'case in affitto', 'price per square meter', 'indomio'],
	scrapeBadgerIdealista: ['idealista', 'idealista.com', 'spanish real estate', 'portuguese real estate', 'pisos', 'alquiler'],
	scrapeBadgerBing: ['bing', 'bing search', 'bing serp', 'bing news', 'bing images', 'microsoft bing'],
	scrapeBadgerYahoo: ['yahoo', 'yahoo search', 'yahoo serp', 'yahoo news', 'yahoo images'],
	scrapeBadgerDuckDuckGo: ['duckduckgo', 'ddg', 'duckduckgo search', 'duckduckgo serp', 'duckduckgo rank tracking', 'private search', 'duckduckgo news', 'duckduckgo images', 'instant answer'],
	scrapeBadgerYandex: ['yandex', 'yandex search', 'yandex serp', 'yandex rank tracking', 'yandex images', 'reverse image search', 'find image source'],
	scrapeBadgerBaidu: ['baidu', 'baidu search', 'baidu serp', 'baidu rank tracking', 'baidu news', 'chinese search', 'china seo', 'chinese keyword research'],
	scrapeBadgerDepop: ['depop', 'depop search', 'depop listings', 'depop shop', 'vintage clothing', 'second-hand fashion'],
	scrapeBadgerChatGpt: ['chatgpt', 'ai visibility', 'brand monitoring', 'brand visibility', 'aeo', 'geo', 'llm citations', 'share of voice'],
	scrapeBadgerGemini: ['gemini', 'google gemini', 'gemini.google.com'],
	scrapeBadgerPerplexity: ['perplexity', 'perplexity ai', 'perplexity.ai'],
	scrapeBadgerVinted: ['vinted', 'vinted search', 'vinted listings', 'second-hand', 'resale prices', 'price watch', 'vinted seller'],
	scrapeBadgerGooglePlay: ['google play', 'play store', 'google play reviews', 'google play app', 'android apps', 'android app reviews', 'app permissions', 'top android apps'],
	scrapeBadgerAirbnb: ['airbnb', 'airbnb listings', 'airbnb search', 'airbnb reviews', 'airbnb calendar', 'airbnb experiences', 'vacation rental', 'rental prices'],
	scrapeBadgerApartments: ['apartments.com', 'apartments for rent', 'apartment rentals', 'rent prices', 'floor plans'],
	scrapeBadgerLoopNet: ['loopnet', 'commercial real estate', 'office space', 'retail space', 'industrial property', 'loopnet broker', 'commercial property for sale'],
	scrapeBadgerBooking: ['booking.com', 'booking hotels', 'hotel search', 'hotel prices', 'room rates', 'hotel reviews', 'booking reviews'],
	scrapeBadgerLinkedIn: ['linkedin jobs', 'linkedin job search', 'linkedin company', 'linkedin profile', 'linkedin post', 'job listings', 'company enrichment', 'linkedin learning'],
	scrapeBadgerRealtor: ['realtor', 'realtor.com', 'realtor.ca', 'homes for sale', 'real estate', 'canada real estate'],
	scrapeBadgerRedfin: ['redfin', 'redfin search', 'redfin listings', 'redfin agent', 'redfin homes'],
	scrapeBadgerReddit: [
		'reddit comments', 'reddit posts', 'subreddit posts', 'subreddit', 'reddit search', 'reddit user', 'reddit user comments',
		'subreddit rules', 'reddit trending', 'reddit new posts',
	],
	scrapeBadgerTikTok: [
		'tiktok profile', 'tiktok videos', 'tiktok video', 'tiktok comments', 'tiktok transcript', 'tiktok hashtag', 'tiktok sound',
		// "influencer research" is in TikTok's aliases too, but Instagram's node comes first for it (both are right).
		'tiktok music', 'tiktok search', 'tiktok trending', 'trending hashtags', 'trending sounds', 'tiktok ads', 'tiktok embed',
	],
	scrapeBadgerWalmart: [
		'walmart products', 'walmart product search', 'walmart search', 'walmart price', 'walmart reviews', 'walmart deals', 'walmart rollbacks',
		'walmart seller', 'walmart store', 'walmart upc',
	],
	scrapeBadgerWeb: [
		'scrape website', 'web scraper', 'website scraper', 'scrape url', 'markdown', 'html to markdown', 'website to markdown',
		'screenshot', 'website screenshot', 'extract data from website', 'crawl', 'batch scrape', 'anti-bot',
	],
	scrapeBadgerX: [
		'tweets', 'x search', 'x tweets', 'twitter search', 'search tweets', 'x user', 'x followers', 'twitter followers',
		'tweet replies', 'x mentions', 'x trends', 'twitter trends', 'x spaces', 'new tweets',
	],
	scrapeBadgerYouTube: [
		'youtube transcript', 'YouTube Transcripts', 'video transcript', 'youtube captions', 'youtube subtitles', 'youtube comments',
		'youtube video', 'youtube videos', 'youtube search', 'youtube channel', 'youtube channel videos', 'youtube playlist',
		'youtube shorts', 'youtube trending', 'youtube live chat', 'youtube new videos',
	],
	scrapeBadgerZillow: [
		'zillow property search', 'zillow home value', 'zillow zestimate', 'zillow search', 'zillow listings', 'zillow homes for sale',
		'zillow rentals', 'zillow property', 'zillow agent', 'zillow new listings', 'real estate listings',
	],
};

const CASES = Object.entries(TASKS).flatMap(([node, searches]) => searches.map((search) => [search, `${PACKAGE}.${node}`] as const));

test('every action node has task searches, and every codex names its node', () => {
	const actions = NODES.filter((node) => !node.properties.group.includes('trigger')).map((node) => node.properties.name);
	expect(Object.keys(TASKS).map((node) => `${PACKAGE}.${node}`).sort()).toEqual(actions.sort());
	for (const node of NODES) expect(node.codex.node).toBe(node.key);
});

test('the rule: a multi-word search matches one alias as a whole, never words spread over the name and aliases', () => {
	const entry = { key: 'old', properties: { name: 'old', displayName: 'ScrapeBadger YouTube', group: [], codex: { alias: ['YouTube', 'transcript'] } } };
	expect(found('youtube transcript', [entry])).toEqual([]);
	expect(found('youtube', [entry])).toEqual(['old']);
	expect(found('youtube transcript', [{ ...entry, properties: { ...entry.properties, codex: { alias: ['YouTube transcript'] } } }])).toEqual(['old']);
});

describe.each(CASES)('"%s"', (search, node) => {
	test('nodes panel: the node is the first of the package', () => {
		expect(found(search, NODES_PANEL)[0]).toBe(node);
	});

	test('Tools panel (n8n 2.41, aliases kept): its tool is the first of the package', () => {
		expect(found(search, toolsPanel(true))[0]).toBe(`${node}Tool`);
	});

	test('with " trigger" after it, the trigger panel finds the same entry', () => {
		expect(found(`${search} trigger`, NODES_PANEL)[0]).toBe(node);
	});
});

test('the trigger nodes carry their action node\'s task aliases too (shown wherever n8n lists a trigger on its own)', () => {
	for (const trigger of NODES.filter((node) => node.properties.group.includes('trigger'))) {
		const action = NODES.find((node) => node.properties.name === trigger.properties.name.replace(/(Stream)?Trigger$/, ''))!;
		expect(trigger.codex.alias).toEqual(expect.arrayContaining(action.codex.alias ?? []));
	}
});

// Found, not always first: with the display name alone, "ebay" also spells itself out in "ScrapeBadger YouTube Tool".
test('Tools panel of n8n 1.123 (aliases dropped): the platform name finds each tool', () => {
	const tools = toolsPanel(false);
	const platforms: Record<string, string> = {
		amazon: 'scrapeBadgerAmazonTool',
		ebay: 'scrapeBadgerEbayTool',
		'app store': 'scrapeBadgerAppStoreTool',
		'google play': 'scrapeBadgerGooglePlayTool',
		leboncoin: 'scrapeBadgerLeboncoinTool',
		reddit: 'scrapeBadgerRedditTool',
		'scrapebadger web': 'scrapeBadgerWebTool',
		'scrapebadger x': 'scrapeBadgerXTool',
		youtube: 'scrapeBadgerYouTubeTool',
		zillow: 'scrapeBadgerZillowTool',
	};
	for (const [search, tool] of Object.entries(platforms)) expect(found(search, tools)).toContain(`${PACKAGE}.${tool}`);
});
