/**
 * The one description of every ScrapeBadger endpoint. A node's fields, the input checks, the request,
 * the paging and the output are all derived from these objects, so an endpoint is written down once.
 */
import type { IBinaryData, IBinaryKeyData, IDataObject } from 'n8n-workflow';

/**
 * `body`: a field of a POST request's JSON body (an ID list there is sent as an array).
 * `node`: a choice that shapes the node's output (Simplify, an output format) and is never sent.
 */
export type ParamLocation = 'path' | 'query' | 'body' | 'node';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Whether an endpoint's request carries a JSON body (its `in: 'body'` parameters and its fixed values). */
export const sendsBody = (endpoint: Pick<EndpointDescriptor, 'method'>): boolean => endpoint.method === 'POST' || endpoint.method === 'PATCH';

interface ParamBase {
	displayName: string;
	/** Name on the wire; also the n8n field name, so a parameter is the same word everywhere. */
	name: string;
	/** Written for people and for AI agents choosing values: what it is, the accepted form, an example. */
	description: string;
	in: ParamLocation;
	/** Required parameters are top-level fields; optional ones sit in the operation's "Options" collection. */
	required?: boolean;
	/**
	 * An optional parameter shown as a top-level field instead of under Options, for the one a user
	 * nearly always fills in (an ad search's text). Left blank, it is not sent.
	 */
	topLevel?: boolean;
	/**
	 * An optional parameter that narrows which records come back (a price range, a category, a condition): it sits in
	 * the operation's "Filters" collection rather than its "Options", as n8n's own nodes group them.
	 */
	filter?: boolean;
	/**
	 * For a required parameter that an earlier node fills in: a blank value means there is nothing to fetch (a
	 * comment without replies has no replies token), so the item gives no output and sends nothing, instead of failing.
	 */
	blankMeansNone?: boolean;
	placeholder?: string;
	/**
	 * Shown only while other parameters of the same endpoint hold one of the listed values, for a parameter that means
	 * nothing otherwise (the field name of an output file, for the file outputs only; Reddit's time range, for the
	 * sorts that use it). n8n drops the value of a field it does not show, so a hidden parameter is not sent either.
	 * A field of its own may depend only on fields of their own: n8n does not read Options when it decides a top-level field.
	 */
	showWhen?: Record<string, ShowWhenValue[]>;
}

export type ShowWhenValue = string | number | boolean;

export interface StringParam extends ParamBase {
	type: 'string';
	default?: string;
	/** A shape the value must have, with the accepted form spelled out for the error message. */
	pattern?: { regex: RegExp; form: string };
	maxLength?: number;
	/** A secret the user types (a webhook secret): a password field, never shown back. */
	password?: boolean;
}

/**
 * The required search text an endpoint takes as `query` (a search, a list of suggestions): the field every platform
 * calls Query. The details say what to type, with an example, and the form it must have.
 */
export function queryParam(details: Pick<StringParam, 'description' | 'placeholder' | 'pattern' | 'maxLength'>): StringParam {
	return { displayName: 'Query', name: 'query', in: 'query', type: 'string', required: true, default: '', ...details };
}

/** An optional free-text query parameter of the service's, sent as typed (at most 500 characters unless `extra` says). */
export function textParam(name: string, displayName: string, description: string, placeholder: string, extra: Partial<StringParam> = {}): StringParam {
	return { displayName, name, in: 'query', type: 'string', default: '', placeholder, description, maxLength: 500, ...extra };
}

export interface NumberParam extends ParamBase {
	type: 'integer' | 'number';
	default?: number;
	min?: number;
	max?: number;
}

export interface BooleanParam extends ParamBase {
	type: 'boolean';
	default?: boolean;
}

export interface OptionsParam extends ParamBase {
	type: 'options';
	options: Array<{ value: string; name: string; description?: string }>;
	default?: string;
	/**
	 * The choice is made from the list, never by an expression. Needed where the service names a parameter `operation`
	 * (Idealista's sale or rent): n8n's community-package scan takes any options field of that name for the node's
	 * Operation, which must not take expressions.
	 */
	noDataExpression?: true;
}

/**
 * A JSON value the service takes whole in a POST body (a scrape's custom headers, its browser actions): typed as JSON
 * text in the field (or handed over by an expression), checked to be an object or an array before any request, and
 * sent parsed.
 */
export interface JsonParam extends ParamBase {
	type: 'json';
	/** JSON text; blank (nothing sent) when absent. */
	default?: string;
	shape: 'object' | 'array';
	/** The accepted form in words, with an example, for the refusal and the field's hint. */
	form: string;
	/** Checks the parsed value further (an entry of the wrong shape); returns what is wrong, or undefined. */
	check?: (value: unknown) => string | undefined;
}

/** Several choices of a fixed list, sent as one comma-separated value (Zillow's home types). */
export interface MultiOptionsParam extends ParamBase {
	type: 'multiOptions';
	options: Array<{ value: string; name: string; description?: string }>;
	default?: string[];
}

/** How an ID may be written besides its bare form. */
export interface IdForm {
	regex: RegExp;
	form: string;
	/**
	 * Turns a written form into the bare ID before it is checked, for prefixes people type with an ID
	 * (`r/python`, `u/spez`, `t3_1abc`). The result must still match `regex`.
	 */
	normalize?: (text: string) => string;
}

/**
 * A resource given by ID or by URL (n8n's resource locator, modes "By URL" and "By ID"). Either mode
 * accepts either form, so a pasted URL in the ID box still works; the ID sent is always checked.
 */
export interface LocatorParam extends ParamBase {
	type: 'locator';
	default?: string;
	id: IdForm & { placeholder: string };
	/**
	 * Forms the path does not take but another endpoint turns into the ID (a YouTube @handle, a /c/ or /user/ URL):
	 * a value that is not in the ID form and holds no ID, but for which `query` gives a query, is first sent to
	 * `path` (costing `credits`), and the ID read from the answer at `idPath` is used. `params` names every query
	 * parameter `query` may give. Values in the ID form never cost this extra request.
	 */
	resolve?: {
		path: string;
		params: string[];
		query: (value: string) => Record<string, string> | undefined;
		idPath: string;
		credits: number;
	};
	url: {
		form: string;
		placeholder: string;
		/** Reads the ID out of a parsed URL; undefined when the URL holds none. */
		extract: (url: URL) => string | undefined;
		/**
		 * The service also takes the URL itself, at another path (Zillow's property by URL): a value given
		 * as a URL is sent there whole, as query parameter `param`, once `accept` returns the URL to send
		 * (undefined refuses it). A value in the ID form still goes to the endpoint's own path. A `path` naming the
		 * parameter itself gets the ID the URL holds there too.
		 */
		sendTo?: { path: string; param: string; accept: (url: URL) => string | undefined };
		/**
		 * Another parameter's value that a URL names too (an Amazon product URL's host names the marketplace):
		 * taken when that parameter is blank or left at its default, refused before any request when it was set
		 * to something else.
		 */
		implies?: { param: string; read: (url: URL) => string | undefined };
	};
}

/** A record named in the request's path by an ID, a name or a URL (a resource locator): always required. */
export const pathLocator = (fields: Omit<LocatorParam, 'type' | 'in' | 'required'>): LocatorParam => ({ ...fields, type: 'locator', in: 'path', required: true });

/**
 * Many IDs in one field, each given as an ID or as a URL holding one: comma- or newline-separated
 * text, or an array from an expression. Sent deduplicated, in the order given, joined with commas.
 */
export interface IdListParam extends ParamBase {
	type: 'idList';
	default?: string;
	id: IdForm;
	/** The most IDs the service takes in one request: a longer list is sent in several requests, in order. */
	maxPerRequest?: number;
	url?: {
		form: string;
		/** Reads the ID out of a parsed URL; undefined when the URL holds none. */
		extract: (url: URL) => string | undefined;
	};
}

/**
 * A value picked from a list or typed (n8n's resource locator, modes "From List" and a typed mode), for
 * values the service names but does not fix: a marketplace, a category. A typed value or an expression is
 * checked against `pattern` only, so a value the list does not (yet) show still works.
 */
export interface PickParam extends ParamBase {
	type: 'pick';
	default?: string;
	pattern: { regex: RegExp; form: string };
	/** Name of the typed mode in the mode dropdown, e.g. "By Domain". */
	typedMode: string;
	list: PickList;
}

/**
 * Where a pick parameter's choices come from. `method` names the node's list-search method, one list per
 * name across the node. A loaded list calls another endpoint of the platform with the item's credential.
 */
export type PickList =
	| { method: string; options: Array<{ value: string; name: string }> }
	| {
			method: string;
			from: { resource: string; operation: string };
			/** Record fields holding each choice's value and its label. */
			value: string;
			name: string;
			/** Parameters of the picking endpoint handed on to the listing, e.g. the marketplace `domain`. */
			pass?: string[];
			/**
			 * The listing's parameter that receives the text typed in the list's search box, for a listing
			 * that is itself a search (location search). The list then asks the service once per search
			 * text, never for an empty box, instead of loading everything and filtering it here.
			 */
			filter?: string;
	  };

export type ParamDescriptor =
	| StringParam
	| NumberParam
	| BooleanParam
	| OptionsParam
	| MultiOptionsParam
	| LocatorParam
	| IdListParam
	| PickParam
	| JsonParam;

/**
 * How many records one request may return, when the service lets the caller choose: any size from
 * `min` to `max`, or only the listed `choices` (the service clamps anything else).
 */
export interface PageSize {
	param: string;
	min: number;
	max: number;
	choices?: number[];
}

/**
 * How a list continues past its first response (paging.ts). Every kind stops at an empty page, once the run has what
 * it wants (the Limit; a poll at a page holding records it has seen; a tool call after one page), and at a failure.
 * - `page`: a page-number parameter (or a record offset, `offset`), page N+1 after page N, stopping at the first of: the page count at
 *   `totalPagesPath` reached; the record count at `totalRecordsPath` reached; the `morePath` flag (`has_more`) false;
 *   the service's ceiling `lastPage` (said with `lastPageHint` when the list went on); where the response carries no
 *   count and the endpoint no flag, a page shorter than a full one (the page size asked for, else `pageRecords`, else
 *   the fullest page read before it); or a page the same as the one before it (a last page served again past the
 *   end), whose records are not taken twice.
 * - `cursor`, `after`, `continuation`: an opaque token read from `nextPath` and sent back as `param`,
 *   stopping when the token is empty or absent, or the `morePath` flag is false. A token given before would loop: it ends the list on the last page
 *   the run reads, and fails paging anywhere else. `continuation` may switch to another path for the following
 *   pages (a playlist's first page comes with the playlist, the rest from an items endpoint).
 */
export type Paging =
	| { kind: 'none' }
	| {
			kind: 'page';
			param: string;
			totalPagesPath?: string;
			/** The list's record count, for lists that give no page count: the last page is the one that reaches it. */
			totalRecordsPath?: string;
			/**
			 * A flag that is false on the last page, for services that serve the last page again past the end
			 * (eBay), where neither an empty page nor a count would stop the paging; or a link to the next page that is
			 * null on the last (Google's `pagination.next`), for lists whose pages may hold fewer records than asked.
			 */
			morePath?: string;
			lastPage?: number;
			pageSize?: PageSize;
			/**
			 * Said as an execution hint when paging stops at `lastPage` while the list goes on, so a user
			 * learns that the service's ceiling, not the data, ended the list (and how to get the rest).
			 */
			lastPageHint?: string;
			/**
			 * The records a full page holds, where the service states it and takes no page-size parameter (Amazon's
			 * rankings: 50 ranks a page): a shorter page is the last, even the first one read.
			 */
			pageRecords?: number;
			/** The number of the first page where it is not 1 (Google's 0-based `page`); `lastPage` is then the service's own number. */
			startsAt?: number;
			/**
			 * The parameter is an offset, not a page number: the index of the page's first record, from 0, stepping by the
			 * page size asked for (`pageSize`) or else `pageRecords` (Google's `start`). Page N is sent as (N - 1) x size.
			 */
			offset?: boolean;
			/**
			 * A value an answer hands to the next page's request beside the page number (TikTok's ad search:
			 * `pagination.search_id`, "Pass to the next page request"), sent on every later page while the answer gives one.
			 */
			carry?: { param: string; path: string };
			/**
			 * For an offset: the service serves no record at or past this index (Apple's search: "offset + limit is capped
			 * at 200"), so the list stops there, with `lastPageHint` when it would go on.
			 */
			lastRecord?: number;
	  }
	| {
			kind: 'cursor' | 'after' | 'continuation';
			param: string;
			nextPath: string;
			/**
			 * A flag that is false on the last page, for services that hand back a cursor there too (Facebook's
			 * `has_next_page` beside `end_cursor`): the list ends at the flag, not at a request past the end.
			 */
			morePath?: string;
			pageSize?: PageSize;
			/** Later pages come from this path template, with records at `nextRecordsPath`. */
			followPath?: string;
			nextRecordsPath?: string;
	  };

export interface EndpointDescriptor {
	/** Operation value in the node, unique within its resource. */
	operation: string;
	/** Operation name in the dropdown, e.g. "Get Popular". */
	name: string;
	/** Sentence shown in the node's action list, e.g. "Get popular subreddits". */
	action: string;
	description: string;
	/**
	 * GET for every read; POST where the service takes a read's input as a JSON body (YouTube's videos batch) or
	 * creates something (an X stream monitor); PATCH and DELETE for what the service lets a key change or remove.
	 */
	method: HttpMethod;
	/** Values the JSON body always carries, for an operation that is one setting of a PATCH (pause: `status: paused`). */
	fixedBody?: IDataObject;
	/** Live path with `{placeholders}` naming path parameters. */
	path: string;
	params: ParamDescriptor[];
	/** Credits one successful request costs, per the service's cost table. */
	credits: number;
	/**
	 * The docs state no price for this endpoint: `credits` is then the assumption the Credit Budget
	 * checks with, and the charge counted is the one the service reports in `X-Credits-Used`.
	 */
	creditsAssumed?: boolean;
	/**
	 * The price in words where one figure cannot say it (a scrape: 1 credit by HTTP, 5 by browser, add-ons on top), for
	 * the notice, the Operation dropdown and the operation reference; `credits` is then the least a request costs.
	 */
	priceText?: string;
	/**
	 * The most one request can cost, from what it asks (a scrape's engine, escalation and add-ons), where that depends on
	 * the request's values rather than on its record count: the Credit Budget holds this much before sending. It is given
	 * the JSON body of a request that has one, else the query (Idealista's search/all: its max_results).
	 */
	worstCase?: (values: IDataObject) => number;
	/**
	 * The body field in which the service takes a per-request credit cap and refuses rather than pass it (a scrape's
	 * `max_cost`): the Credit Budget's credits still free are sent in it (lowered to the field's own value when the user
	 * set one), so no request can pass the budget, and a request whose worst case the budget cannot hold whole still goes
	 * with what is left.
	 */
	costCap?: string;
	/**
	 * The same read taken as a POST to the same path, its fields as a JSON body, for input too long for a query string
	 * (an answer engine's long prompt or many competitors: "POST form, for longer prompts and larger competitor sets").
	 * A GET is sent unless `when` says the item's query is too long; the comma-separated `lists` then go as arrays, as
	 * the POST form takes them. One operation covers both live calls.
	 */
	postForm?: { when: (query: Record<string, string | number | boolean>) => boolean; lists?: string[] };
	/**
	 * A read the service answers slowly (an answer engine composing its answer, 20-70 s): the `in: 'node'` parameter
	 * holding the longest wait for its answer in seconds, sent as the request's timeout in place of Request Options >
	 * Timeout. Reaching it ends the item with an error that says so (`what` names the answer), and is not retried: a
	 * retry would pass the bound the user set.
	 */
	answerTimeout?: { param: string; what: string; latency: string };
	/** Credits charged on top for each record returned (X charges 1 per request plus 1 per item). */
	creditsPerRecord?: number;
	/**
	 * The most records one request returns where the caller cannot set the page size (an X timeline page):
	 * with `creditsPerRecord`, it bounds what a request can cost, which the Credit Budget checks before sending.
	 * Where the caller sets the page size, the size asked for is the bound. Default 1 (one record).
	 */
	maxRecordsPerRequest?: number;
	/**
	 * A rule across parameters (both coordinates or neither, minimum <= maximum), run on the checked
	 * values before any request. Returns the message naming the fields, or undefined when satisfied.
	 */
	check?: (values: Record<string, string | number | boolean>) => string | undefined;
	paging: Paging;
	/**
	 * Dotted path to the array of records in the response. Each element becomes its own item.
	 * Absent: the whole response body is one record.
	 */
	records?: string;
	/**
	 * Top-level fields of each response copied onto every record under `key`, so facts about the whole
	 * list (a product's rating summary next to its reviews) survive one item per record.
	 */
	recordContext?: { key: string; fields: string[] };
	/**
	 * Top-level fields of each response written onto every record that lacks them (null or absent), for a fact the
	 * service gives once per list although it belongs to each record: the channel of a channel tab's videos, the video
	 * of its comments.
	 */
	recordDefaults?: string[];
	/**
	 * Many input items each asking this endpoint for one record are served by a batch endpoint of the same resource
	 * instead, in as few requests as it allows (YouTube's videos batch for Get Video): `operation` names it, `param` is
	 * its ID list, `recordId` the field of its records that holds the ID, so each item still gets its own record.
	 */
	groupVia?: { operation: string; param: string; recordId: string };
	/** Shown above the operation's fields: what the user must know before running it (a limit of the data). */
	notice?: string;
	/**
	 * The service's docs say every call of this live endpoint fails for now, in these words (Google Play's top charts:
	 * 422, "no server-side ranking"): the operation stays, so it works the day the service serves it, and the checks
	 * that need a successful answer (output schemas, the AI Agent run) leave it out, saying why.
	 */
	unserved?: string;
	/**
	 * Body values an AI tool call always sends, whose fields the tool variant therefore does not show (a scrape as a tool
	 * reads Markdown, the form a model reads best).
	 */
	toolFixed?: Record<string, string | number | boolean>;
	/** When a model should use this tool, said first in its description (what the operation does follows). */
	toolUse?: string;
	/**
	 * An answer that is one long text (a page) as an AI tool call returns it: the text from the model's `start`
	 * argument, as much of it as the result's size allows, with `facts` about the answer (the engine, the URL), whether
	 * the text goes on, and the `start` that reads on. `field` names the text in the answer.
	 */
	toolText?: { field: string; facts: (record: IDataObject) => IDataObject; again: string };
	/** A flat, spreadsheet-ready version of a wide record, offered as the node's "Simplify" toggle. */
	simplify?: (record: IDataObject) => IDataObject;
	/**
	 * How an AI tool call shows a record to a model, where Simplify's version is not the one (a transcript: its text
	 * once, not also as segments and subtitle files). Default: `simplify`, else the record as it came.
	 */
	toolRecord?: (record: IDataObject) => IDataObject;
	/**
	 * Last say over the output, for shapes records alone cannot express (a file, one item per
	 * segment). Gets the records and the item's `node` parameter values.
	 */
	output?: (records: IDataObject[], context: OutputContext) => Promise<OutputItem[]>;
}

/**
 * Thrown by an endpoint's `output` when the service answered but the answer holds nothing that output can be made
 * of (a subtitle file for a video without captions): not the user's input, and the request was charged.
 */
export class NothingToOutput extends Error {
	constructor(
		message: string,
		/** What the user can do instead, e.g. another output or language. */
		readonly hint: string,
	) {
		super(message);
	}
}

/** One output item before pairing: JSON and, optionally, binary files. */
export interface OutputItem {
	json: IDataObject;
	binary?: IBinaryKeyData;
}

export interface OutputContext {
	/** Values of the endpoint's `in: 'node'` parameters for this item. */
	values: Record<string, string | number | boolean>;
	/** The path parameters sent, so an answer without a body (a deletion's 204) can still say what it was about. */
	pathValues: Record<string, string>;
	/** Stores text as an n8n binary file (n8n's own binary-data helper). */
	binaryFile(text: string, fileName: string, mimeType: string): Promise<IBinaryData>;
	/**
	 * Stores bytes as an n8n binary file through the same helper (`prepareBinaryData`), so the file lands in whatever
	 * binary data mode n8n runs (memory, filesystem, S3): a screenshot or a downloaded file.
	 */
	binaryBuffer(data: Buffer, fileName: string, mimeType: string): Promise<IBinaryData>;
	/**
	 * Reads another path of the platform for the same item (a job's status after submitting it), through the item's own
	 * requester: the credential, retries, pacing, the Credit Budget (at `credits`) and the item's count of requests and
	 * credits. Absent where the records came from elsewhere (a batch of grouped items).
	 */
	follow?(path: string, credits: number): Promise<unknown>;
	/**
	 * Downloads a file the answer links to (a caption track on the site's servers) with n8n's HTTP helper, never with
	 * the credential; `what` names it in an error ("caption track").
	 */
	download(url: string, what: string): Promise<Buffer>;
	/** Waits `ms` milliseconds with n8n's own sleep (a node sets no timers), between reads of a job. */
	wait(ms: number): Promise<void>;
}

export interface ResourceDescriptor {
	value: string;
	name: string;
	description: string;
	endpoints: EndpointDescriptor[];
}

export interface PlatformDescriptor {
	/** Platform name as users know it, e.g. "Reddit". */
	platform: string;
	resources: ResourceDescriptor[];
}

/** The paging parameter's value for a numbered list's first page: 1, the list's own first number, or offset 0. */
export function firstPageValue(paging: Extract<Paging, { kind: 'page' }>): number {
	return paging.offset === true ? 0 : (paging.startsAt ?? 1);
}

/**
 * A page-numbered list whose answers state no end (no total, no flag, no fixed page size: Immobiliare's agency listings):
 * only an empty page, or one shorter than the fullest before it, shows the end, so a full first page may be the last.
 */
export function statesNoEnd(paging: Paging): boolean {
	return paging.kind === 'page' && paging.totalPagesPath === undefined && paging.totalRecordsPath === undefined && paging.morePath === undefined && paging.lastPage === undefined && paging.pageRecords === undefined && paging.lastRecord === undefined;
}

/** The parameters a locator's URL also names (a Booking.com hotel URL's country): left blank, the URL fills them. */
export function urlImpliedParams(endpoint: EndpointDescriptor): Set<string> {
	return new Set(endpoint.params.flatMap((param) => (param.type === 'locator' && param.url.implies ? [param.url.implies.param] : [])));
}

export function isPaged(endpoint: EndpointDescriptor): boolean {
	return endpoint.paging.kind !== 'none';
}

/**
 * The most one request can cost before it is sent: its price, plus the per-record price for as many records as it
 * can return (X charges 1 per request and 1 per tweet), so the Credit Budget stops before a page that could pass it.
 */
export function worstCaseCost(endpoint: EndpointDescriptor, query: Record<string, unknown>, body?: Record<string, unknown>): number {
	if (endpoint.worstCase) return endpoint.worstCase((body ?? query) as IDataObject);
	const perRecord = endpoint.creditsPerRecord ?? 0;
	if (perRecord === 0) return endpoint.credits;
	const pageSize = endpoint.paging.kind === 'none' ? undefined : endpoint.paging.pageSize;
	const asked = pageSize ? Number(query[pageSize.param]) : NaN;
	// A batch of IDs returns at most one record per ID: an array in a POST body, a comma-separated list in a query.
	const idLists = endpoint.params.filter((param) => param.type === 'idList');
	const listed =
		Object.values(body ?? {}).find((value): value is unknown[] => Array.isArray(value))?.length ??
		idLists.map((param) => query[param.name]).find((value): value is string => typeof value === 'string')?.split(',').length;
	const records = Number.isFinite(asked) && asked > 0 ? asked : (listed ?? endpoint.maxRecordsPerRequest ?? 1);
	return endpoint.credits + perRecord * records;
}

/** Required and top-level parameters are fields of their own; the rest sit in the operation's Options. */
export const isOwnField = (param: ParamDescriptor): boolean => param.required === true || param.topLevel === true;

/** A parameter as a filter of the operation (see `filter`), for a parameter described elsewhere for other uses too. */
export const asFilter = <T extends ParamDescriptor>(param: T): T => ({ ...param, filter: true });

/** Where a parameter's field sits: a field of its own, or an entry of the operation's Filters or Options. */
export const fieldPlace = (param: ParamDescriptor): 'own' | 'filters' | 'options' =>
	isOwnField(param) ? 'own' : param.filter === true ? 'filters' : 'options';

/**
 * A parameter's `showWhen` as n8n display conditions, named from where its field sits: inside the Options collection,
 * n8n reads a bare name among the options, so a condition on a field of its own takes a leading "/" (the node's root).
 * Conditions on `hidden` parameters, which a node sets itself and shows no field for, are left out: a trigger leaves out
 * the dependent field too when the value it sets is not one of the listed ones (see the trigger's hidden parameters).
 */
export function shownWhen(
	endpoint: EndpointDescriptor,
	param: ParamDescriptor,
	hidden?: ReadonlySet<string>,
): Record<string, ShowWhenValue[]> {
	const conditions: Record<string, ShowWhenValue[]> = {};
	for (const [name, values] of Object.entries(param.showWhen ?? {})) {
		if (hidden?.has(name)) continue;
		const other = endpoint.params.find((candidate) => candidate.name === name);
		if (!other) throw new Error(`${endpoint.path}: ${param.name} is shown by ${name}, a parameter the endpoint does not have`);
		const [here, there] = [fieldPlace(param), fieldPlace(other)];
		if (here !== there && there !== 'own') {
			throw new Error(`${endpoint.path}: ${param.name} (${here}) cannot be shown by ${name} (${there}): n8n reads a condition in the same collection or at the top level only`);
		}
		conditions[here === there ? name : `/${name}`] = values;
	}
	return conditions;
}

/** Every live path an endpoint description may call: its own, a URL form's, a resolving one's, and a followed list's. */
export function endpointPaths(endpoint: EndpointDescriptor): string[] {
	const paths = [endpoint.path];
	for (const param of endpoint.params) {
		if (param.type === 'locator' && param.url.sendTo) paths.push(param.url.sendTo.path);
		if (param.type === 'locator' && param.resolve) paths.push(param.resolve.path);
	}
	if (endpoint.paging.kind !== 'none' && endpoint.paging.kind !== 'page' && endpoint.paging.followPath) {
		paths.push(endpoint.paging.followPath);
	}
	return [...new Set(paths)];
}

export function findEndpoint(
	platform: PlatformDescriptor,
	resource: string,
	operation: string,
): EndpointDescriptor | undefined {
	return platform.resources
		.find((candidate) => candidate.value === resource)
		?.endpoints.find((candidate) => candidate.operation === operation);
}

/** Reads a dotted path ("pagination.after") out of a JSON body; undefined when any step is missing. */
export function readPath(body: unknown, path: string): unknown {
	let current: unknown = body;
	for (const key of path.split('.')) {
		if (current === null || typeof current !== 'object') return undefined;
		current = (current as Record<string, unknown>)[key];
	}
	return current;
}
