/**
 * The Reddit parameters that recur across endpoints: the subreddit, user, post, domain and wiki page
 * fields (each taking a URL or a name/ID, with the prefixes Reddit prints), the search text, the sort and
 * time-range choices, and the `after` listing paging with its Start After option.
 */
import type { LocatorParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { pathLocator } from '../shared/descriptor';
import {
	bareDomain,
	DOMAIN,
	domainFromUrl,
	FULLNAME,
	POST_ID_INPUT,
	postIdFromUrl,
	stripPostPrefix,
	stripSubredditPrefix,
	stripUserPrefix,
	SUBREDDIT_INPUT,
	subredditFromUrl,
	userFromUrl,
	USERNAME_INPUT,
	WIKI_PAGE,
	wikiPageFromUrl,
} from './reddit.urls';

/**
 * Reddit listings: `limit` 1-100 records a request and `after` (the fullname of the last record seen),
 * answered with `pagination.after`, null at the end of the list.
 */
export const LISTING_PAGING: Paging = {
	kind: 'after',
	param: 'after',
	nextPath: 'pagination.after',
	pageSize: { param: 'limit', min: 1, max: 100 },
};

/** What each listing is made of, for the Start After wording: the fullname kind and an example. */
const LISTED = {
	post: { what: 'post', example: 't3_1abc2de', first: 'the first post of the listing' },
	comment: { what: 'comment', example: 't1_kx7d2qa', first: 'the first comment of the listing' },
	subreddit: { what: 'subreddit', example: 't5_2qh1i', first: 'the first subreddit of the listing' },
	user: { what: 'user', example: 't2_1w72', first: 'the first user of the listing' },
} as const;

/** Resumes a listing where an earlier run stopped: its `pagination.after` value (or its last record's fullname). */
export function startAfter(listed: keyof typeof LISTED, first?: string): StringParam {
	const { what, example, first: start } = LISTED[listed];
	return {
		displayName: 'Start After',
		name: 'after',
		in: 'query',
		type: 'string',
		default: '',
		description: `Continue a listing after this ${what}, given as the pagination "after" value of an earlier run or the fullname of the last ${what} it returned (e.g. ${example}). Leave empty to start with ${first ?? start}.`,
		placeholder: example,
		pattern: { regex: FULLNAME, form: `a fullname such as ${example} (a kind prefix t1_ to t6_ and an ID, no spaces)` },
		maxLength: 100,
	};
}

/** The words of a search (posts, subreddits, users): Reddit takes up to 512 characters. */
export function searchText(description: string, placeholder: string): StringParam {
	return {
		displayName: 'Search Text',
		name: 'q',
		in: 'query',
		type: 'string',
		required: true,
		default: '',
		maxLength: 512,
		description,
		placeholder,
	};
}

interface LocatorOptions {
	name?: string;
	in?: 'path' | 'query';
	required?: boolean;
	description?: string;
	displayName?: string;
}

/** A subreddit as a name, `r/name` or any URL under reddit.com/r/name/. */
export function subredditParam(options: LocatorOptions = {}): LocatorParam {
	return {
		displayName: options.displayName ?? 'Subreddit',
		name: options.name ?? 'subreddit',
		in: options.in ?? 'path',
		type: 'locator',
		default: '',
		required: options.required ?? true,
		description:
			options.description ??
			'The subreddit: its name (python), r/python, or a URL such as https://www.reddit.com/r/python/. Letter case does not matter.',
		id: {
			regex: SUBREDDIT_INPUT,
			form: 'a subreddit name such as python or r/python (2 to 21 letters, digits or underscores)',
			placeholder: 'python',
			normalize: stripSubredditPrefix,
		},
		url: {
			form: 'a subreddit URL such as https://www.reddit.com/r/python/',
			placeholder: 'https://www.reddit.com/r/python/',
			extract: subredditFromUrl,
		},
	};
}

/** A user as a name, `u/name`, `/user/name` or a profile URL. */
export function userParam(description?: string): LocatorParam {
	return {
		displayName: 'User',
		name: 'username',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description:
			description ??
			'The Reddit account: its username (spez), u/spez, /user/spez, or a profile URL such as https://www.reddit.com/user/spez/. Letter case does not matter.',
		id: {
			regex: USERNAME_INPUT,
			form: 'a username such as spez, u/spez or /user/spez (3 to 20 letters, digits, _ or -)',
			placeholder: 'spez',
			normalize: stripUserPrefix,
		},
		url: {
			form: 'a profile URL such as https://www.reddit.com/user/spez/',
			placeholder: 'https://www.reddit.com/user/spez/',
			extract: userFromUrl,
		},
	};
}

/** A post as its URL (any Reddit host, redd.it short links) or its ID, with or without `t3_`. */
export function postParam(description?: string): LocatorParam {
	return {
		displayName: 'Post',
		name: 'post_id',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description:
			description ??
			'The post: its URL (https://www.reddit.com/r/python/comments/1abc2de/some_title/, old./new./m. hosts and https://redd.it/1abc2de work too) or its ID (1abc2de, or the fullname t3_1abc2de). After a listing, drag its "id" field into By ID.',
		id: {
			regex: POST_ID_INPUT,
			form: 'a post ID such as 1abc2de or t3_1abc2de (base-36: lower-case letters and digits)',
			placeholder: '1abc2de',
			normalize: stripPostPrefix,
		},
		url: {
			form: 'a post URL such as https://www.reddit.com/r/python/comments/1abc2de/some_title/ or https://redd.it/1abc2de',
			placeholder: 'https://www.reddit.com/r/python/comments/1abc2de/some_title/',
			extract: postIdFromUrl,
		},
	};
}

/** The website whose links are listed: a bare domain or any URL on it (its host is used). */
export const domainParam = pathLocator({
	displayName: 'Domain',
	name: 'domain',
	default: '',
	description:
		'The website whose links to list: a domain such as github.com, or any URL on it (https://github.com/nodejs/node gives github.com). A leading www. is dropped, as Reddit lists links under the bare host.',
	id: {
		regex: DOMAIN,
		form: 'a domain such as github.com or i.imgur.com',
		placeholder: 'github.com',
		normalize: bareDomain,
	},
	url: {
		form: 'a URL on that website such as https://github.com/nodejs/node',
		placeholder: 'https://github.com/nodejs/node',
		extract: domainFromUrl,
	},
});

/** A wiki page as its name or its URL. */
export const wikiPageParam = pathLocator({
	displayName: 'Wiki Page',
	name: 'page',
	default: '',
	description:
		'The wiki page: its name as Subreddit > Get Wiki Pages lists it (index, faq, or a subpage such as faq/python), or its URL such as https://www.reddit.com/r/AskHistorians/wiki/faq. A URL gives only the page: set Subreddit as well (the same URL works there).',
	id: {
		regex: WIKI_PAGE,
		form: 'a wiki page name such as index, faq or faq/python (letters, digits, _ and -, subpages after a /)',
		placeholder: 'index',
	},
	url: {
		form: 'a wiki page URL such as https://www.reddit.com/r/AskHistorians/wiki/faq',
		placeholder: 'https://www.reddit.com/r/AskHistorians/wiki/faq',
		extract: wikiPageFromUrl,
	},
});

type Choice = [value: string, name: string, description: string];

/** Every sort value any Reddit endpoint takes, with the words shown for it. */
const SORTS: Record<string, Choice> = {
	hot: ['hot', 'Hot', 'What is getting votes now'],
	new: ['new', 'New', 'Newest first'],
	top: ['top', 'Top', 'Highest score first, within the Time Range'],
	rising: ['rising', 'Rising', 'Recent posts gaining votes fast'],
	controversial: ['controversial', 'Controversial', 'Many votes both ways, within the Time Range'],
	best: ['best', 'Best', "Reddit's Best ranking as a logged-out visitor sees it"],
	relevance: ['relevance', 'Relevance', 'Best match for the search text first'],
	comments: ['comments', 'Most Comments', 'Most commented first'],
	confidence: ['confidence', 'Best (Confidence)', "Reddit's default comment order: the best ratio of up to down votes"],
	old: ['old', 'Old', 'Oldest first'],
	qa: ['qa', 'Q&A', "The post author's answers first, with the questions they answer"],
};

/** The Sort option of an endpoint: `values` in the service's order, `fallback` the service's default. */
export function sortParam(values: Array<keyof typeof SORTS>, fallback: keyof typeof SORTS, of: string): OptionsParam {
	const choices = values.map((value) => SORTS[value]);
	const named = (value: string) => SORTS[value][1];
	return {
		displayName: 'Sort',
		name: 'sort',
		in: 'query',
		type: 'options',
		default: String(fallback),
		description: `Order of the ${of}: ${choices.map(([, name]) => name).join(', ')}. Default: ${named(String(fallback))}.`,
		options: choices.map(([value, name, description]) => ({ value, name, description })),
	};
}

const TIME_RANGES: Choice[] = [
	['hour', 'Past Hour', 'Created in the past hour'],
	['day', 'Past 24 Hours', 'Created in the past 24 hours'],
	['week', 'Past Week', 'Created in the past 7 days'],
	['month', 'Past Month', 'Created in the past month'],
	['year', 'Past Year', 'Created in the past year'],
	['all', 'All Time', 'No time limit'],
];

/**
 * The time range `t`. `forSorts` names the sorts Reddit applies it to, when not all of them: the field is then shown
 * only while Sort is one of those (it would change nothing with the others). Left out, it applies to every sort.
 */
export function timeParam(fallback: 'day' | 'all', forSorts?: Array<keyof typeof SORTS>): OptionsParam {
	const name = TIME_RANGES.find(([value]) => value === fallback)?.[1] ?? fallback;
	const appliesTo = forSorts
		? `Reddit applies it to the ${forSorts.map((sort) => SORTS[sort][1]).join(' and ')} sorts only, so it is offered once Sort is one of them.`
		: 'Reddit applies it to every sort.';
	return {
		displayName: 'Time Range',
		name: 't',
		in: 'query',
		type: 'options',
		default: fallback,
		description: `How far back to look: hour, day, week, month, year or all. ${appliesTo} Default: ${name}.`,
		options: TIME_RANGES.map(([value, label, description]) => ({ value, name: label, description })),
		...(forSorts ? { showWhen: { sort: forSorts } } : {}),
	};
}

/** The sorts Reddit ranks within a time range; the others ignore it. */
export const TIME_SORTS: Array<keyof typeof SORTS> = ['top', 'controversial'];
