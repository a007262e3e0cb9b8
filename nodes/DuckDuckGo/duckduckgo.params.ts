/**
 * The DuckDuckGo node's parameters that recur across its resources: the region (DuckDuckGo's `kl` code) every search
 * takes, SafeSearch, the time limit of web and news searches, and each surface's paging as the overview's table states it.
 */
import type { OptionsParam, Paging, PickParam, StringParam } from '../shared/descriptor';
import { queryParam } from '../shared/descriptor';

/**
 * DuckDuckGo's regions (`kl` codes: country, hyphen, language, in lower case; `wt-wt` for All Regions), as Region > List
 * answers them, so an unknown code is refused before any request. The pages show a few and say the list is DuckDuckGo's own.
 */
export const DUCKDUCKGO_REGIONS: ReadonlyArray<{ code: string; name: string }> = [
	{ code: 'wt-wt', name: 'All Regions' },
	{ code: 'xa-ar', name: 'Arabia' },
	{ code: 'xa-en', name: 'Arabia (en)' },
	{ code: 'ar-es', name: 'Argentina' },
	{ code: 'au-en', name: 'Australia' },
	{ code: 'at-de', name: 'Austria' },
	{ code: 'be-fr', name: 'Belgium (fr)' },
	{ code: 'be-nl', name: 'Belgium (nl)' },
	{ code: 'br-pt', name: 'Brazil' },
	{ code: 'bg-bg', name: 'Bulgaria' },
	{ code: 'ca-en', name: 'Canada' },
	{ code: 'ca-fr', name: 'Canada (fr)' },
	{ code: 'ct-ca', name: 'Catalan' },
	{ code: 'cl-es', name: 'Chile' },
	{ code: 'cn-zh', name: 'China' },
	{ code: 'co-es', name: 'Colombia' },
	{ code: 'hr-hr', name: 'Croatia' },
	{ code: 'cz-cs', name: 'Czech Republic' },
	{ code: 'dk-da', name: 'Denmark' },
	{ code: 'ee-et', name: 'Estonia' },
	{ code: 'fi-fi', name: 'Finland' },
	{ code: 'fr-fr', name: 'France' },
	{ code: 'de-de', name: 'Germany' },
	{ code: 'gr-el', name: 'Greece' },
	{ code: 'hk-tzh', name: 'Hong Kong' },
	{ code: 'hu-hu', name: 'Hungary' },
	{ code: 'in-en', name: 'India' },
	{ code: 'id-id', name: 'Indonesia' },
	{ code: 'id-en', name: 'Indonesia (en)' },
	{ code: 'ie-en', name: 'Ireland' },
	{ code: 'il-he', name: 'Israel' },
	{ code: 'it-it', name: 'Italy' },
	{ code: 'jp-jp', name: 'Japan' },
	{ code: 'kr-kr', name: 'Korea' },
	{ code: 'lv-lv', name: 'Latvia' },
	{ code: 'lt-lt', name: 'Lithuania' },
	{ code: 'xl-es', name: 'Latin America' },
	{ code: 'my-ms', name: 'Malaysia' },
	{ code: 'my-en', name: 'Malaysia (en)' },
	{ code: 'mx-es', name: 'Mexico' },
	{ code: 'nl-nl', name: 'Netherlands' },
	{ code: 'nz-en', name: 'New Zealand' },
	{ code: 'no-no', name: 'Norway' },
	{ code: 'pe-es', name: 'Peru' },
	{ code: 'ph-en', name: 'Philippines' },
	{ code: 'ph-tl', name: 'Philippines (tl)' },
	{ code: 'pl-pl', name: 'Poland' },
	{ code: 'pt-pt', name: 'Portugal' },
	{ code: 'ro-ro', name: 'Romania' },
	{ code: 'ru-ru', name: 'Russia' },
	{ code: 'sg-en', name: 'Singapore' },
	{ code: 'sk-sk', name: 'Slovak Republic' },
	{ code: 'sl-sl', name: 'Slovenia' },
	{ code: 'za-en', name: 'South Africa' },
	{ code: 'es-es', name: 'Spain' },
	{ code: 'se-sv', name: 'Sweden' },
	{ code: 'ch-de', name: 'Switzerland (de)' },
	{ code: 'ch-fr', name: 'Switzerland (fr)' },
	{ code: 'ch-it', name: 'Switzerland (it)' },
	{ code: 'tw-tzh', name: 'Taiwan' },
	{ code: 'th-th', name: 'Thailand' },
	{ code: 'tr-tr', name: 'Turkey' },
	{ code: 'ua-uk', name: 'Ukraine' },
	{ code: 'uk-en', name: 'United Kingdom' },
	{ code: 'us-en', name: 'United States' },
	{ code: 'ue-es', name: 'United States (es)' },
	{ code: 've-es', name: 'Venezuela' },
	{ code: 'vn-vi', name: 'Vietnam' },
];

/** A known region code, exactly. */
export const REGION_CODE = new RegExp(`^(?:${DUCKDUCKGO_REGIONS.map((region) => region.code).join('|')})$`);

/** The fields of a Region > List record: the code the Region fields take, and the name shown. */
const REGION_CODE_FIELD = 'code';
const REGION_NAME_FIELD = 'name';

/** The region every search and the suggestions take (default wt-wt): picked from Region > List (free) or typed. */
export const REGION: PickParam = {
	displayName: 'Region',
	name: 'region',
	in: 'query',
	type: 'pick',
	default: 'wt-wt',
	description:
		'The DuckDuckGo region, as its kl code (country-language in lower case): wt-wt for All Regions with no locale bias (the default), us-en, uk-en, de-de, fr-fr, jp-jp..., picked from Region > List (free) or typed in "By Code"',
	placeholder: 'us-en',
	pattern: { regex: REGION_CODE, form: 'a DuckDuckGo region code (kl) such as us-en, de-de or wt-wt, as Region > List gives them' },
	typedMode: 'By Code',
	list: { method: 'duckDuckGoRegions', from: { resource: 'region', operation: 'list' }, value: REGION_CODE_FIELD, name: REGION_NAME_FIELD },
};

export const SAFE_SEARCH: OptionsParam = {
	displayName: 'SafeSearch',
	name: 'safesearch',
	in: 'query',
	type: 'options',
	default: 'moderate',
	description: 'How strictly adult content is filtered: moderate (the default), on (strict) or off',
	options: [
		{ value: 'moderate', name: 'Moderate' },
		{ value: 'on', name: 'On (Strict)' },
		{ value: 'off', name: 'Off' },
	],
};

/** Web and news searches only (the overview: "`timelimit` narrows `/search` and `/news`"). */
export const TIME_LIMIT: OptionsParam = {
	displayName: 'Time Limit',
	name: 'timelimit',
	in: 'query',
	type: 'options',
	default: 'week',
	filter: true,
	description: 'Only results from the past day, week, month or year. Not set: all time.',
	options: [
		{ value: 'day', name: 'Past Day' },
		{ value: 'week', name: 'Past Week' },
		{ value: 'month', name: 'Past Month' },
		{ value: 'year', name: 'Past Year' },
	],
};

/** The search text of every search. */
export const searchQuery = (what: string, placeholder: string): StringParam =>
	queryParam({ description: `${what}, e.g. ${placeholder}`, placeholder, maxLength: 500 });

/**
 * Every search pages by number with `has_next` (the overview: "page on that, not on `result_count`"), up to the page the
 * overview's table caps each surface at; the page size is DuckDuckGo's own (no parameter sets it).
 */
export const searchPaging = (lastPage: number, what: string): Paging => ({
	kind: 'page',
	param: 'page',
	morePath: 'has_next',
	lastPage,
	lastPageHint: `DuckDuckGo serves ${lastPage} pages of ${what} at most: narrow the query (or its filters) to read other results`,
});
