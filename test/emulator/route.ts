import type { LiveView } from './live';
import type { StreamWorld } from './stream/world';

/**
 * How an emulated endpoint is declared, and the FastAPI/pydantic-v2 style validation of its
 * parameters. A route file only states its path, parameter rules, credit cost and a handler;
 * everything shared (auth, rate limit, credits, faults, logging) lives in server.ts.
 */

/** Which key the live service uses in its error bodies: most platforms `detail`, Twitter `error` (401/402/429). */
export type ErrorStyle = 'detail' | 'error';

interface BaseRule {
	/** A required parameter that is absent gives a 422 `missing` issue. */
	required?: boolean;
}

export interface IntegerRule extends BaseRule {
	type: 'integer';
	default?: number;
	min?: number;
	max?: number;
}

export interface NumberRule extends BaseRule {
	type: 'number';
	default?: number;
	min?: number;
	max?: number;
}

export interface BooleanRule extends BaseRule {
	type: 'boolean';
	default?: boolean;
}

export interface StringRule extends BaseRule {
	type: 'string';
	default?: string;
	minLength?: number;
	maxLength?: number;
	/** Regular-expression source; echoed verbatim in the 422 `ctx.pattern`, as pydantic does. */
	pattern?: string;
}

export interface EnumRule extends BaseRule {
	type: 'enum';
	values: readonly string[];
	default?: string;
}

export type QueryRule = IntegerRule | NumberRule | BooleanRule | StringRule | EnumRule;
export type QueryRules = Record<string, QueryRule>;

/** Path parameters are always strings; they can only be constrained by shape. */
export interface PathRule {
	pattern?: string;
	minLength?: number;
	maxLength?: number;
}

export type QueryValue = string | number | boolean | null;

/** `'/v1/youtube/videos/{video_id}/captions'` -> `'video_id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
	? Name | PathParamNames<Rest>
	: never;

type RuleValue<R> = R extends { type: 'integer' | 'number' }
	? number
	: R extends { type: 'boolean' }
		? boolean
		: R extends { type: 'enum'; values: readonly (infer V)[] }
			? V
			: string;

/** A parameter with a default or marked required always has a value after validation; others may be null. */
export type QueryValues<Q extends QueryRules> = {
	[K in keyof Q]: Q[K] extends { required: true } | { default: string | number | boolean }
		? RuleValue<Q[K]>
		: RuleValue<Q[K]> | null;
};

export interface RouteRequest<P extends string, Q extends QueryRules> {
	params: { [K in PathParamNames<P>]: string };
	query: QueryValues<Q>;
	/** A POST route's JSON body, as its `body` check returned it; empty for GETs. */
	body: Record<string, unknown>;
	/** The emulator clock (ms), so handlers that stamp `scraped_at` stay deterministic under an injected clock. */
	now: number;
	/** The growth and changes set on this request's path (live.ts), for routes whose lists and records can move. */
	live: LiveView;
	/** The request's API key, for state the service keeps per key (X stream monitors and rules). */
	key: string;
	/** The emulator's X stream (stream/world.ts). */
	stream: StreamWorld;
	/** The key's account as the emulator keeps it, for the account route. */
	account: AccountView;
	/** State a route keeps between requests (a web batch job's progress), emptied by the emulator's reset. */
	state: Map<string, unknown>;
	/** The emulator's own address (http://127.0.0.1:<port>), for links to files it serves as a site's servers would. */
	origin: string;
}

/** What the emulator knows of the request key's account: its balance and its plan's per-minute limit. */
export interface AccountView {
	credits: number;
	rateLimitPerMinute: number;
}

/**
 * A POST route's check of its JSON body: the values to hand the handler, or FastAPI's 422 issues (loc `['body', field]`).
 */
export type BodyCheck = (body: unknown) => { ok: true; value: Record<string, unknown> } | { ok: false; issues: ValidationIssue[] };

export interface RouteDefinition<P extends string, Q extends QueryRules, B> {
	/** GET unless the live service takes this read's input as a JSON body (YouTube's videos batch) or changes state (X stream). */
	method?: RouteMethod;
	/** POST and PATCH routes only: checks the JSON body (the server answers 422 for malformed JSON itself). */
	body?: BodyCheck;
	/** The status of a success: 200 unless the live operation says 201 (created) or 204 (deleted, no body). */
	status?: 200 | 201 | 204;
	/** Live path with `{name}` placeholders for path parameters, e.g. `/v1/amazon/products/{asin}/reviews`. */
	path: P;
	pathParams?: { [K in PathParamNames<P>]?: PathRule };
	query?: Q;
	/** Credits charged on a 200: fixed, or computed from the body (Twitter charges 1 + items returned). */
	credits: number | ((body: B) => number);
	errorStyle?: ErrorStyle;
	/** Returns the 200 body, or throws an ApiError for a non-200 answer (never billed). */
	handle(request: RouteRequest<P, Q>): B | Promise<B>;
}

/** The type-erased form the server works with; produced only by defineRoute. */
export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
	method: RouteMethod;
	body?: BodyCheck;
	status: 200 | 201 | 204;
	path: string;
	pathParams: Readonly<Record<string, PathRule>>;
	query: Readonly<QueryRules>;
	errorStyle: ErrorStyle;
	cost(body: unknown): number;
	handle(request: {
		params: Record<string, string>;
		query: Record<string, QueryValue>;
		body: Record<string, unknown>;
		now: number;
		live: LiveView;
		key: string;
		stream: StreamWorld;
		account: AccountView;
		state: Map<string, unknown>;
		origin: string;
	}): Promise<unknown>;
}

/**
 * Declares a route. The generics give the handler typed `params` and `query` (inferred from the
 * path string and the rules), and the result is erased to `Route` so all routes fit in one list.
 */
export function defineRoute<const P extends string, const Q extends QueryRules = Record<never, QueryRule>, B = unknown>(
	definition: RouteDefinition<P, Q, B>,
): Route {
	const { credits } = definition;
	return {
		method: definition.method ?? 'GET',
		body: definition.body,
		status: definition.status ?? 200,
		path: definition.path,
		pathParams: (definition.pathParams ?? {}) as Record<string, PathRule>,
		query: definition.query ?? {},
		errorStyle: definition.errorStyle ?? 'detail',
		// The server only passes bodies this route's own handler produced, so the cast is sound.
		cost: (body) => (typeof credits === 'number' ? credits : credits(body as B)),
		handle: async ({ params, query, body, now, live, key, stream, account, state, origin }) =>
			definition.handle({
				origin,
				key,
				stream,
				account,
				state,
				// validateRequest has checked every declared parameter against its rule already.
				params: params as RouteRequest<P, Q>['params'],
				query: query as QueryValues<Q>,
				body,
				now,
				live,
			}),
	};
}

/** A non-200 answer from a handler (e.g. 404 for an unknown resource). Never billed. */
export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly body: unknown,
		readonly headers: Record<string, string> = {},
	) {
		super(`emulated API error ${status}`);
	}

	static notFound(message: string): ApiError {
		return new ApiError(404, { detail: message });
	}
}

/** One element of a FastAPI 422 `detail` array (pydantic v2 `errors(include_url=False)`). */
export interface ValidationIssue {
	type: string;
	loc: [string, string | number];
	msg: string;
	input: unknown;
	ctx?: Record<string, unknown>;
}

export type ValidationResult =
	| { ok: true; params: Record<string, string>; query: Record<string, QueryValue> }
	| { ok: false; issues: ValidationIssue[] };

// Strings pydantic v2 accepts as booleans in lax mode (compared case-insensitively).
const TRUE_STRINGS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
const INTEGER_TEXT = /^[+-]?\d+(\.0*)?$/; // pydantic strips a zero fraction: "5.0" is the integer 5
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Pydantic's wording for a choice list: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`. */
export function describeChoices(values: readonly string[]): string {
	const quoted = values.map((value) => `'${value}'`);
	return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

type Checked = { value: QueryValue } | { issue: Omit<ValidationIssue, 'loc'> };

/** Builds the issue with pydantic's key order (type, loc, msg, input, ctx) so printed bodies read like the live ones. */
function locate(issue: Omit<ValidationIssue, 'loc'>, loc: ValidationIssue['loc']): ValidationIssue {
	const { type, msg, input, ctx } = issue;
	return ctx === undefined ? { type, loc, msg, input } : { type, loc, msg, input, ctx };
}

function checkLength(text: string, rule: { minLength?: number; maxLength?: number; pattern?: string }): Checked {
	const length = [...text].length;
	if (rule.minLength !== undefined && length < rule.minLength) {
		const unit = rule.minLength === 1 ? 'character' : 'characters';
		return {
			issue: {
				type: 'string_too_short',
				msg: `String should have at least ${rule.minLength} ${unit}`,
				input: text,
				ctx: { min_length: rule.minLength },
			},
		};
	}
	if (rule.maxLength !== undefined && length > rule.maxLength) {
		const unit = rule.maxLength === 1 ? 'character' : 'characters';
		return {
			issue: {
				type: 'string_too_long',
				msg: `String should have at most ${rule.maxLength} ${unit}`,
				input: text,
				ctx: { max_length: rule.maxLength },
			},
		};
	}
	// pydantic-core uses search (not full-match) semantics, the same as RegExp.test.
	if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(text)) {
		return {
			issue: {
				type: 'string_pattern_mismatch',
				msg: `String should match pattern '${rule.pattern}'`,
				input: text,
				ctx: { pattern: rule.pattern },
			},
		};
	}
	return { value: text };
}

function checkBounds(value: number, raw: string, rule: { min?: number; max?: number }): Checked {
	if (rule.min !== undefined && value < rule.min) {
		return {
			issue: {
				type: 'greater_than_equal',
				msg: `Input should be greater than or equal to ${rule.min}`,
				input: raw,
				ctx: { ge: rule.min },
			},
		};
	}
	if (rule.max !== undefined && value > rule.max) {
		return {
			issue: {
				type: 'less_than_equal',
				msg: `Input should be less than or equal to ${rule.max}`,
				input: raw,
				ctx: { le: rule.max },
			},
		};
	}
	return { value };
}

function checkQueryValue(raw: string, rule: QueryRule): Checked {
	switch (rule.type) {
		case 'integer': {
			const text = raw.trim();
			if (!INTEGER_TEXT.test(text)) {
				return {
					issue: {
						type: 'int_parsing',
						msg: 'Input should be a valid integer, unable to parse string as an integer',
						input: raw,
					},
				};
			}
			return checkBounds(Math.trunc(Number(text)), raw, rule);
		}
		case 'number': {
			const text = raw.trim();
			if (!NUMBER_TEXT.test(text)) {
				return {
					issue: {
						type: 'float_parsing',
						msg: 'Input should be a valid number, unable to parse string as a number',
						input: raw,
					},
				};
			}
			return checkBounds(Number(text), raw, rule);
		}
		case 'boolean': {
			const text = raw.toLowerCase();
			if (TRUE_STRINGS.has(text)) return { value: true };
			if (FALSE_STRINGS.has(text)) return { value: false };
			return {
				issue: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input', input: raw },
			};
		}
		case 'enum': {
			if (rule.values.includes(raw)) return { value: raw };
			const expected = describeChoices(rule.values);
			return { issue: { type: 'enum', msg: `Input should be ${expected}`, input: raw, ctx: { expected } } };
		}
		case 'string':
			return checkLength(raw, rule);
	}
}

/**
 * Checks path parameters then query parameters (FastAPI's order) and reports every failing one
 * together. Repeated query keys: the last value counts, as with Starlette's QueryParams.
 * Query parameters the route does not declare are ignored, as FastAPI ignores them.
 */
export function validateRequest(route: Route, rawParams: Record<string, string>, search: URLSearchParams): ValidationResult {
	const issues: ValidationIssue[] = [];
	const params: Record<string, string> = {};
	const query: Record<string, QueryValue> = {};

	for (const [name, text] of Object.entries(rawParams)) {
		const rule = route.pathParams[name];
		const checked = rule ? checkLength(text, rule) : { value: text };
		if ('issue' in checked) issues.push(locate(checked.issue, ['path', name]));
		else params[name] = text;
	}

	for (const [name, rule] of Object.entries(route.query)) {
		const all = search.getAll(name);
		if (all.length === 0) {
			if (rule.required) {
				issues.push({ type: 'missing', loc: ['query', name], msg: 'Field required', input: null });
			} else {
				query[name] = rule.default ?? null;
			}
			continue;
		}
		const checked = checkQueryValue(all[all.length - 1], rule);
		if ('issue' in checked) issues.push(locate(checked.issue, ['query', name]));
		else query[name] = checked.value;
	}

	return issues.length > 0 ? { ok: false, issues } : { ok: true, params, query };
}
