import type { EndpointDescriptor, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';

/** The overview's words on every Search path, quoted where the operation reference and the checks name the outage. */
const OUTAGE =
	'Facebook keyword search is "temporarily unavailable" on the service, which answers 503 {"error": "temporarily_unavailable"} to every Search path (docs/facebook/overview.mdx)';

const QUERY: StringParam = textParam('q', 'Query', 'The words to search Facebook for', 'coffee roasters', { required: true, maxLength: 500 });

/**
 * Where a search continues: the service takes an `after` cursor, but documents no answer, so no field is known to hold
 * the next one. The node sends what the user gives and outputs the answer whole.
 */
const AFTER: StringParam = {
	displayName: 'Cursor',
	name: 'after',
	in: 'query',
	type: 'string',
	default: '',
	description: "Continue a search from this cursor, as an earlier answer gave it. Leave empty to start at the beginning.",
	pattern: { regex: /^\S+$/, form: 'a cursor without spaces, as an earlier answer gave it' },
	maxLength: 2000,
};

/** One tab of Facebook's search: all the same but for its path and what it finds. */
function tab(operation: string, name: string, what: string, suffix: string): EndpointDescriptor {
	return {
		operation,
		name,
		action: `Search ${what === 'everything' ? 'all of Facebook' : `Facebook ${what}`}`,
		description: `Search ${what === 'everything' ? 'Facebook (pages, people, groups and posts at once)' : `Facebook ${what}`} by keyword. The answer is one item, as the service gives it: its shape is not documented yet.`,
		method: 'GET',
		path: `/v1/facebook/search${suffix}`,
		params: [QUERY, AFTER],
		credits: 5,
		paging: { kind: 'none' },
		unserved: OUTAGE,
		notice:
			'Facebook keyword search is temporarily unavailable on ScrapeBadger: every call answers 503 (temporarily_unavailable), which is not billed. The operation is here for the day it returns; Marketplace > Search and the Ad Library searches work today.',
	};
}

export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: "Facebook's keyword search across its tabs (temporarily unavailable on the service)",
	endpoints: [
		tab('all', 'All', 'everything', ''),
		tab('events', 'Events', 'events', '/events'),
		tab('groups', 'Groups', 'groups', '/groups'),
		tab('pages', 'Pages', 'Pages', '/pages'),
		tab('people', 'People', 'people', '/people'),
		tab('places', 'Places', 'places', '/places'),
		tab('posts', 'Posts', 'posts', '/posts'),
	],
};
