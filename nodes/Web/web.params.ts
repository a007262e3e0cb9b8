/**
 * The Web node's parameters, shared by its operations: the page's URL, the country a request goes out from, the
 * output format, and the fields of a scrape (waits, browser actions, headers, anti-bot, escalation, AI extraction,
 * screenshot, video, cost cap), each with its name, range and default from the service's endpoint pages
 * (`api-reference/endpoint/web-scraping/scrape.mdx`, `detect.mdx`).
 */
import type {
	BooleanParam,
	IdListParam,
	JsonParam,
	NumberParam,
	OptionsParam,
	ParamDescriptor,
	PickParam,
	StringParam,
} from '../shared/descriptor';
import { isWebUrl, WEB_URL, WEB_URL_FORM } from './web.urls';

/** The page to fetch: any public http(s) address. */
export const urlParam: StringParam = {
	displayName: 'URL',
	name: 'url',
	in: 'body',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'https://example.com/page',
	description: 'The address of the page, as an http(s) URL. Private addresses and cloud metadata endpoints are refused by ScrapeBadger.',
	pattern: { regex: WEB_URL, form: WEB_URL_FORM },
	maxLength: 8000,
};

/** A rule every operation taking a URL runs: the regular expression is a first sieve, the URL parser the judge. */
export const checkUrl = (values: Record<string, string | number | boolean>): string | undefined => {
	const url = values.url;
	return typeof url === 'string' && !isWebUrl(url) ? `URL must be ${WEB_URL_FORM}, got ${JSON.stringify(url)}` : undefined;
};

/**
 * ISO 3166-1 alpha-2: every assigned code and its English name. The service routes through "37+ countries" and names
 * no list, so any assigned code is accepted here and the service says when it has no proxy there.
 */
export const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
	['AD', 'Andorra'],
	['AE', 'United Arab Emirates'],
	['AF', 'Afghanistan'],
	['AG', 'Antigua & Barbuda'],
	['AI', 'Anguilla'],
	['AL', 'Albania'],
	['AM', 'Armenia'],
	['AO', 'Angola'],
	['AQ', 'Antarctica'],
	['AR', 'Argentina'],
	['AS', 'American Samoa'],
	['AT', 'Austria'],
	['AU', 'Australia'],
	['AW', 'Aruba'],
	['AX', 'Åland Islands'],
	['AZ', 'Azerbaijan'],
	['BA', 'Bosnia & Herzegovina'],
	['BB', 'Barbados'],
	['BD', 'Bangladesh'],
	['BE', 'Belgium'],
	['BF', 'Burkina Faso'],
	['BG', 'Bulgaria'],
	['BH', 'Bahrain'],
	['BI', 'Burundi'],
	['BJ', 'Benin'],
	['BL', 'St. Barthélemy'],
	['BM', 'Bermuda'],
	['BN', 'Brunei'],
	['BO', 'Bolivia'],
	['BQ', 'Caribbean Netherlands'],
	['BR', 'Brazil'],
	['BS', 'Bahamas'],
	['BT', 'Bhutan'],
	['BV', 'Bouvet Island'],
	['BW', 'Botswana'],
	['BY', 'Belarus'],
	['BZ', 'Belize'],
	['CA', 'Canada'],
	['CC', 'Cocos (Keeling) Islands'],
	['CD', 'Congo - Kinshasa'],
	['CF', 'Central African Republic'],
	['CG', 'Congo - Brazzaville'],
	['CH', 'Switzerland'],
	['CI', 'Côte d’Ivoire'],
	['CK', 'Cook Islands'],
	['CL', 'Chile'],
	['CM', 'Cameroon'],
	['CN', 'China'],
	['CO', 'Colombia'],
	['CR', 'Costa Rica'],
	['CU', 'Cuba'],
	['CV', 'Cape Verde'],
	['CW', 'Curaçao'],
	['CX', 'Christmas Island'],
	['CY', 'Cyprus'],
	['CZ', 'Czechia'],
	['DE', 'Germany'],
	['DJ', 'Djibouti'],
	['DK', 'Denmark'],
	['DM', 'Dominica'],
	['DO', 'Dominican Republic'],
	['DZ', 'Algeria'],
	['EC', 'Ecuador'],
	['EE', 'Estonia'],
	['EG', 'Egypt'],
	['EH', 'Western Sahara'],
	['ER', 'Eritrea'],
	['ES', 'Spain'],
	['ET', 'Ethiopia'],
	['FI', 'Finland'],
	['FJ', 'Fiji'],
	['FK', 'Falkland Islands'],
	['FM', 'Micronesia'],
	['FO', 'Faroe Islands'],
	['FR', 'France'],
	['GA', 'Gabon'],
	['GB', 'United Kingdom'],
	['GD', 'Grenada'],
	['GE', 'Georgia'],
	['GF', 'French Guiana'],
	['GG', 'Guernsey'],
	['GH', 'Ghana'],
	['GI', 'Gibraltar'],
	['GL', 'Greenland'],
	['GM', 'Gambia'],
	['GN', 'Guinea'],
	['GP', 'Guadeloupe'],
	['GQ', 'Equatorial Guinea'],
	['GR', 'Greece'],
	['GS', 'South Georgia & South Sandwich Islands'],
	['GT', 'Guatemala'],
	['GU', 'Guam'],
	['GW', 'Guinea-Bissau'],
	['GY', 'Guyana'],
	['HK', 'Hong Kong SAR China'],
	['HM', 'Heard & McDonald Islands'],
	['HN', 'Honduras'],
	['HR', 'Croatia'],
	['HT', 'Haiti'],
	['HU', 'Hungary'],
	['ID', 'Indonesia'],
	['IE', 'Ireland'],
	['IL', 'Israel'],
	['IM', 'Isle of Man'],
	['IN', 'India'],
	['IO', 'British Indian Ocean Territory'],
	['IQ', 'Iraq'],
	['IR', 'Iran'],
	['IS', 'Iceland'],
	['IT', 'Italy'],
	['JE', 'Jersey'],
	['JM', 'Jamaica'],
	['JO', 'Jordan'],
	['JP', 'Japan'],
	['KE', 'Kenya'],
	['KG', 'Kyrgyzstan'],
	['KH', 'Cambodia'],
	['KI', 'Kiribati'],
	['KM', 'Comoros'],
	['KN', 'St. Kitts & Nevis'],
	['KP', 'North Korea'],
	['KR', 'South Korea'],
	['KW', 'Kuwait'],
	['KY', 'Cayman Islands'],
	['KZ', 'Kazakhstan'],
	['LA', 'Laos'],
	['LB', 'Lebanon'],
	['LC', 'St. Lucia'],
	['LI', 'Liechtenstein'],
	['LK', 'Sri Lanka'],
	['LR', 'Liberia'],
	['LS', 'Lesotho'],
	['LT', 'Lithuania'],
	['LU', 'Luxembourg'],
	['LV', 'Latvia'],
	['LY', 'Libya'],
	['MA', 'Morocco'],
	['MC', 'Monaco'],
	['MD', 'Moldova'],
	['ME', 'Montenegro'],
	['MF', 'St. Martin'],
	['MG', 'Madagascar'],
	['MH', 'Marshall Islands'],
	['MK', 'North Macedonia'],
	['ML', 'Mali'],
	['MM', 'Myanmar (Burma)'],
	['MN', 'Mongolia'],
	['MO', 'Macao SAR China'],
	['MP', 'Northern Mariana Islands'],
	['MQ', 'Martinique'],
	['MR', 'Mauritania'],
	['MS', 'Montserrat'],
	['MT', 'Malta'],
	['MU', 'Mauritius'],
	['MV', 'Maldives'],
	['MW', 'Malawi'],
	['MX', 'Mexico'],
	['MY', 'Malaysia'],
	['MZ', 'Mozambique'],
	['NA', 'Namibia'],
	['NC', 'New Caledonia'],
	['NE', 'Niger'],
	['NF', 'Norfolk Island'],
	['NG', 'Nigeria'],
	['NI', 'Nicaragua'],
	['NL', 'Netherlands'],
	['NO', 'Norway'],
	['NP', 'Nepal'],
	['NR', 'Nauru'],
	['NU', 'Niue'],
	['NZ', 'New Zealand'],
	['OM', 'Oman'],
	['PA', 'Panama'],
	['PE', 'Peru'],
	['PF', 'French Polynesia'],
	['PG', 'Papua New Guinea'],
	['PH', 'Philippines'],
	['PK', 'Pakistan'],
	['PL', 'Poland'],
	['PM', 'St. Pierre & Miquelon'],
	['PN', 'Pitcairn Islands'],
	['PR', 'Puerto Rico'],
	['PS', 'Palestinian Territories'],
	['PT', 'Portugal'],
	['PW', 'Palau'],
	['PY', 'Paraguay'],
	['QA', 'Qatar'],
	['RE', 'Réunion'],
	['RO', 'Romania'],
	['RS', 'Serbia'],
	['RU', 'Russia'],
	['RW', 'Rwanda'],
	['SA', 'Saudi Arabia'],
	['SB', 'Solomon Islands'],
	['SC', 'Seychelles'],
	['SD', 'Sudan'],
	['SE', 'Sweden'],
	['SG', 'Singapore'],
	['SH', 'St. Helena'],
	['SI', 'Slovenia'],
	['SJ', 'Svalbard & Jan Mayen'],
	['SK', 'Slovakia'],
	['SL', 'Sierra Leone'],
	['SM', 'San Marino'],
	['SN', 'Senegal'],
	['SO', 'Somalia'],
	['SR', 'Suriname'],
	['SS', 'South Sudan'],
	['ST', 'São Tomé & Príncipe'],
	['SV', 'El Salvador'],
	['SX', 'Sint Maarten'],
	['SY', 'Syria'],
	['SZ', 'Eswatini'],
	['TC', 'Turks & Caicos Islands'],
	['TD', 'Chad'],
	['TF', 'French Southern Territories'],
	['TG', 'Togo'],
	['TH', 'Thailand'],
	['TJ', 'Tajikistan'],
	['TK', 'Tokelau'],
	['TL', 'Timor-Leste'],
	['TM', 'Turkmenistan'],
	['TN', 'Tunisia'],
	['TO', 'Tonga'],
	['TR', 'Türkiye'],
	['TT', 'Trinidad & Tobago'],
	['TV', 'Tuvalu'],
	['TW', 'Taiwan'],
	['TZ', 'Tanzania'],
	['UA', 'Ukraine'],
	['UG', 'Uganda'],
	['UM', 'U.S. Outlying Islands'],
	['US', 'United States'],
	['UY', 'Uruguay'],
	['UZ', 'Uzbekistan'],
	['VA', 'Vatican City'],
	['VC', 'St. Vincent & Grenadines'],
	['VE', 'Venezuela'],
	['VG', 'British Virgin Islands'],
	['VI', 'U.S. Virgin Islands'],
	['VN', 'Vietnam'],
	['VU', 'Vanuatu'],
	['WF', 'Wallis & Futuna'],
	['WS', 'Samoa'],
	['YE', 'Yemen'],
	['YT', 'Mayotte'],
	['ZA', 'South Africa'],
	['ZM', 'Zambia'],
	['ZW', 'Zimbabwe'],
];

export const countryParam: PickParam = {
	displayName: 'Country',
	name: 'country',
	in: 'body',
	type: 'pick',
	default: '',
	placeholder: 'US',
	description:
		'Country the request goes out from, as an ISO 3166-1 alpha-2 code (US, GB, DE, FR, JP, BR, AU): pick one in "From List" or type its code. Sites may show other content, or other protection, by country.',
	typedMode: 'By Code',
	pattern: { regex: new RegExp(`^(?:${COUNTRIES.map(([code]) => code).join('|')})$`), form: 'an ISO 3166-1 alpha-2 country code in capitals, such as US, GB or DE' },
	list: { method: 'countries', options: COUNTRIES.map(([value, name]) => ({ value, name: `${name} (${value})` })) },
};

export const formatParam: OptionsParam = {
	displayName: 'Format',
	name: 'format',
	in: 'body',
	type: 'options',
	default: 'html',
	description:
		'The form of the page\'s text: HTML as served, clean Markdown (best for AI models), or plain text. A file (image, PDF) comes back as it is, in a binary field. As an AI tool, Scrape always reads Markdown.',
	options: [
		{ value: 'html', name: 'HTML', description: 'The raw HTML of the page' },
		{ value: 'markdown', name: 'Markdown', description: 'Converted to clean Markdown' },
		{ value: 'text', name: 'Text', description: 'Plain text with the HTML tags stripped' },
	],
};

/** A binary field name as n8n takes it, for the files an operation outputs. */
const binaryFieldParam = (name: string, displayName: string, fallback: string, what: string, showWhen?: ParamDescriptor['showWhen']): StringParam => ({
	displayName,
	name,
	in: 'node',
	type: 'string',
	default: fallback,
	placeholder: fallback,
	description: `The name of the output binary field to put ${what} in`,
	pattern: { regex: /^[A-Za-z0-9_-]+$/, form: `a field name of letters, digits, - and _ (e.g. ${fallback})` },
	maxLength: 100,
	...(showWhen ? { showWhen } : {}),
});

export const screenshotField = binaryFieldParam('screenshotBinaryField', 'Put Screenshot in Field', 'screenshot', 'the screenshot (PNG)', { screenshot: [true] });
export const videoField = binaryFieldParam('videoBinaryField', 'Put Video in Field', 'video', 'the recorded video (animated GIF)', { video: [true] });
export const fileField = binaryFieldParam('fileBinaryField', 'Put Downloaded File in Field', 'data', 'a file the URL serves instead of a page (an image, a PDF)');

const flag = (name: string, displayName: string, description: string): BooleanParam => ({
	displayName,
	name,
	in: 'body',
	type: 'boolean',
	default: false,
	description,
});

const number = (name: string, displayName: string, min: number, max: number | undefined, description: string, fallback?: number): NumberParam => ({
	displayName,
	name,
	in: 'body',
	type: 'integer',
	min,
	...(max === undefined ? {} : { max }),
	default: fallback,
	description,
});

const text = (name: string, displayName: string, description: string, extra: Partial<StringParam> = {}): StringParam => ({
	displayName,
	name,
	in: 'body',
	type: 'string',
	default: '',
	description,
	...extra,
});

/** The browser actions the scrape page lists, with the parameters each takes. */
const SCENARIO_ACTIONS: Record<string, string[]> = {
	click: ['selector'],
	fill: ['selector', 'value'],
	scroll: ['direction', 'amount'],
	wait: ['milliseconds'],
};

/** Each browser action an object with a known `type`. */
function checkScenario(value: unknown): string | undefined {
	const actions = value as unknown[];
	for (const [index, action] of actions.entries()) {
		const type = (action as { type?: unknown } | null)?.type;
		if (action === null || typeof action !== 'object' || Array.isArray(action) || typeof type !== 'string' || !(type in SCENARIO_ACTIONS)) {
			return `action ${index + 1} is not an object with "type" ${Object.keys(SCENARIO_ACTIONS).join(', ')}`;
		}
	}
	return undefined;
}

/** Header names and text values: what an HTTP request can carry. */
function checkHeaders(value: unknown): string | undefined {
	for (const [name, headerValue] of Object.entries(value as Record<string, unknown>)) {
		if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return `"${name}" is not a header name`;
		if (typeof headerValue !== 'string' && typeof headerValue !== 'number') return `the value of "${name}" is not text`;
	}
	return undefined;
}

export const scrapeParams = {
	engine: {
		displayName: 'Engine',
		name: 'engine',
		in: 'body',
		type: 'options',
		default: 'auto',
		description: 'Which engine fetches the page. Auto picks the cheapest that works: fast HTTP (1 credit) for simple pages, a browser (5 credits) for JavaScript-heavy ones.',
		options: [
			{ value: 'auto', name: 'Auto', description: 'The best engine for the site, from 1 credit (recommended)' },
			{ value: 'browser', name: 'Browser', description: 'A headless browser with full JavaScript rendering, 5 credits' },
		],
	} satisfies OptionsParam,
	renderJs: flag('render_js', 'Render JavaScript', 'Whether to render the page\'s JavaScript before reading it (the browser engine, 5 credits): for single-page apps and content loaded later'),
	waitFor: text('wait_for', 'Wait For Selector', 'A CSS selector or XPath expression to wait for before the content is read, e.g. #main-content or //div[@class=\'results\']. Uses the browser engine.', {
		placeholder: '#main-content',
		maxLength: 1000,
	}),
	waitTimeout: number('wait_timeout', 'Wait Timeout (Ms)', 1000, 120000, 'Longest wait for Wait For Selector, in milliseconds, from 1000 to 120000', 30000),
	waitAfterLoad: number('wait_after_load', 'Wait After Load (Ms)', 0, 30000, 'Milliseconds to wait after the page has loaded, before reading it (for animations and late content), from 0 to 30000. Browser engines only.'),
	jsScenario: {
		displayName: 'Browser Actions',
		name: 'js_scenario',
		in: 'body',
		type: 'json',
		default: '[]',
		shape: 'array',
		form: 'a JSON array of actions such as [{"type": "click", "selector": "#load-more"}, {"type": "wait", "milliseconds": 2000}], each of type click (selector), fill (selector, value), scroll (direction, amount) or wait (milliseconds)',
		description: 'Actions the browser performs before the content is read: click, fill, scroll, wait. Uses the browser engine.',
		check: checkScenario,
	} satisfies JsonParam,
	sessionId: text('session_id', 'Session ID', 'Keeps cookies, fingerprint and browser storage across requests that give the same ID: to stay logged in or continue a browsing session', {
		placeholder: 'my-shopping-session',
		maxLength: 200,
	}),
	retryCount: number('retry_count', 'Retry Count', 0, 10, 'Most retries when a blocking page is detected, from 0 to 10. Retries are free.', 3),
	retryOnBlock: {
		displayName: 'Retry on Block',
		name: 'retry_on_block',
		in: 'body',
		type: 'boolean',
		default: true,
		description: 'Whether to retry when a blocking page is detected; off gets the blocked answer at once',
	} satisfies BooleanParam,
	customHeaders: {
		displayName: 'Custom Headers',
		name: 'custom_headers',
		in: 'body',
		type: 'json',
		default: '{}',
		shape: 'object',
		form: 'a JSON object of header names and text values, such as {"Accept-Language": "en-US", "Referer": "https://google.com"}',
		description: 'HTTP headers to send to the target page',
		check: checkHeaders,
	} satisfies JsonParam,
	screenshot: flag('screenshot', 'Screenshot', 'Whether to capture a full-page screenshot (PNG) into a binary field. Uses the browser engine.'),
	video: flag('video', 'Video', 'Whether to record the browser session as an animated GIF into a binary field (+3 credits). Uses the browser engine.'),
	antiBot: flag('anti_bot', 'Anti-Bot', 'Whether to try the anti-bot solvers when blocking is detected (+5 credits, only when a solver runs)'),
	escalate: flag('escalate', 'Escalate', 'Whether to try stronger engines when the first is blocked: HTTP, then browser, then premium browser (10 credits). Billed only for the engine that succeeds.'),
	maxCost: number('max_cost', 'Max Cost', 1, undefined, 'Most credits this request may cost: ScrapeBadger refuses (400) rather than go past it. The node also sends what is left of Request Options > Credit Budget, whichever is lower.'),
	detectTimeout: number('timeout', 'Timeout (Ms)', 1000, 60000, 'Longest time the scan may take, in milliseconds, from 1000 to 60000', 15000),
	aiExtract: flag('ai_extract', 'AI Extraction', 'Whether to run AI extraction on the page with AI Prompt (+2 credits). The page is returned even when the extraction fails.'),
	aiPrompt: text('ai_prompt', 'AI Prompt', 'What to extract, in plain words, e.g. "Extract all product names and prices as a JSON array". At most 2000 characters.', {
		maxLength: 2000,
		showWhen: { ai_extract: [true] },
		placeholder: 'Extract all product names and prices as a JSON array',
	}),
};

export const extractParams = {
	rules: {
		displayName: 'Extraction Rules',
		name: 'extract_rules',
		in: 'body',
		type: 'json',
		default: '{}',
		shape: 'object',
		form: 'a JSON object of field names and CSS or XPath selectors, such as {"title": "h1", "links": "a"}',
		description: 'Fields to read by CSS or XPath selector: their values come back under data',
		check: checkSelectors,
	} satisfies JsonParam,
	aiRules: {
		displayName: 'AI Extraction Rules',
		name: 'ai_extract_rules',
		in: 'body',
		type: 'json',
		default: '{}',
		shape: 'object',
		form: 'a JSON object of field names and what each holds, such as {"price": "the product\'s price with its currency", "in_stock": "whether it can be ordered"}',
		description: 'Fields for the AI to find on the page, each described in plain words: the answer comes back under ai_extraction',
		check: checkDescriptions,
	} satisfies JsonParam,
	aiQuery: text('ai_query', 'AI Query', 'A question about the page for the AI, e.g. "What plans are offered and at what price?": the answer comes back under ai_extraction. At most 2000 characters.', {
		maxLength: 2000,
		placeholder: 'What plans are offered and at what price?',
		// The question is what most extractions start from: a field of its own, left blank when rules say what to read.
		topLevel: true,
	}),
};

/** Each rule a selector as text (or a rule object the service reads itself). */
function checkSelectors(value: unknown): string | undefined {
	for (const [name, selector] of Object.entries(value as Record<string, unknown>)) {
		if (!(typeof selector === 'string' && selector.trim() !== '') && !(selector !== null && typeof selector === 'object' && !Array.isArray(selector))) {
			return `the rule "${name}" is not a selector`;
		}
	}
	return undefined;
}

/** Each AI rule a description in words. */
function checkDescriptions(value: unknown): string | undefined {
	const empty = Object.entries(value as Record<string, unknown>).find(([, description]) => typeof description !== 'string' || description.trim() === '');
	return empty ? `the rule "${empty[0]}" is not a description in words` : undefined;
}

/** Extract needs something to extract: selectors, AI rules or a question. */
export const checkExtractRules = (values: Record<string, string | number | boolean>): string | undefined =>
	values.extract_rules === undefined && values.ai_extract_rules === undefined && values.ai_query === undefined
		? 'Extract needs an AI Query, or Extraction Rules or AI Extraction Rules under Options: enter at least one'
		: undefined;

/** A scrape with AI Extraction on needs its prompt: the service requires `ai_prompt` then. */
export const checkAiPrompt = (values: Record<string, string | number | boolean>): string | undefined =>
	values.ai_extract === true && values.ai_prompt === undefined ? 'AI Prompt is required when AI Extraction is on: enter what to extract, in at most 2000 characters' : undefined;

/** The URLs of a batch: one or more http(s) addresses, as a list or as text separated by commas or new lines. */
export const urlsParam: IdListParam = {
	displayName: 'URLs',
	name: 'urls',
	in: 'body',
	type: 'idList',
	required: true,
	default: '',
	placeholder: 'https://example.com/a\nhttps://example.com/b',
	description:
		'The pages to scrape in one job: http(s) URLs separated by commas or new lines (a comma inside a URL written as %2C), or a list mapped in from an earlier node. Each URL becomes one output item.',
	id: { regex: WEB_URL, form: WEB_URL_FORM },
};

/** A batch or unblock job's ID as the service hands it out. */
const jobId = (what: string, example: string): StringParam => ({
	displayName: 'Job ID',
	name: 'job_id',
	in: 'path',
	type: 'string',
	required: true,
	default: '',
	placeholder: example,
	description: `The ID of the ${what}, as the service handed it out (e.g. ${example})`,
	pattern: { regex: /^[A-Za-z0-9_-]{1,64}$/, form: `a job ID of letters, digits, - and _ such as ${example}` },
});

export const batchJobId = jobId('batch job: Batch Job > Submit outputs it as job_id', 'batch_example');
export const unblockJobId: StringParam = {
	...jobId('auto-unblock job, a UUID', '5b0f3c2e-8d4a-4c1e-9f67-2a1b3c4d5e6f'),
	pattern: { regex: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, form: 'a UUID such as 5b0f3c2e-8d4a-4c1e-9f67-2a1b3c4d5e6f' },
};

export const waitForCompletion: BooleanParam = {
	displayName: 'Wait for Completion',
	name: 'waitForCompletion',
	in: 'node',
	type: 'boolean',
	topLevel: true,
	default: true,
	description:
		'Whether to wait for the job to finish and output one item per URL. Off, the node outputs the job\'s ID and status at once: read it later with Batch Job > Get.',
};

export const completionTimeout: NumberParam = {
	displayName: 'Time-Out (Seconds)',
	name: 'completionTimeout',
	in: 'node',
	type: 'integer',
	topLevel: true,
	min: 1,
	max: 3600,
	default: 300,
	description: 'Longest wait for the job, in seconds, from 1 to 3600. A job still running then is output with its ID and status, to read later with Batch Job > Get.',
	showWhen: { waitForCompletion: [true] },
};
