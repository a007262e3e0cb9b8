/**
 * Reading what a resource locator or an ID field holds: the bare value n8n stored, the ID a value names (itself, or
 * the one its URL holds), and what a URL asks for besides (a lookup first, another path, another parameter's value).
 * Nothing here refuses a value: checks.ts does, with the reading done here.
 */
import type { IdForm, LocatorParam, ParamDescriptor } from './descriptor';
import type { Resolution } from './types';

/** A resource locator stores `{__rl, mode, value}`; an expression or an AI agent may hand over the bare value. */
export function unwrap(param: ParamDescriptor, raw: unknown): unknown {
	if ((param.type !== 'locator' && param.type !== 'pick') || raw === null || typeof raw !== 'object' || !('value' in raw)) return raw;
	return (raw as { value: unknown }).value;
}

/** "youtube.com/watch?v=x" pasted without a scheme is still meant as a URL. */
export function looseUrl(text: string): URL | undefined {
	const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
	if (!URL.canParse(candidate)) return undefined;
	const url = new URL(candidate);
	return url.hostname.includes('.') ? url : undefined;
}

/** The ID a value names: the value itself (less a prefix people type) when it has the ID's form, else the one its URL holds. */
export function idOf(
	form: { id: IdForm; url?: { extract: (url: URL) => string | undefined } },
	value: unknown,
): string | undefined {
	if (typeof value !== 'string') return undefined;
	const bare = form.id.normalize ? form.id.normalize(value) : value;
	if (form.id.regex.test(bare)) return bare;
	const url = form.url ? looseUrl(value) : undefined;
	const id = url ? form.url?.extract(url) : undefined;
	return id !== undefined && form.id.regex.test(id) ? id : undefined;
}

/**
 * For a locator with a resolving endpoint: the query to resolve the value with, when it is not an ID nor holds one.
 * `value` is the locator's value as text (unwrapped and trimmed), as for the two readers below.
 */
export function resolutionOf(param: LocatorParam, value: unknown): Resolution | undefined {
	if (!param.resolve || typeof value !== 'string' || value === '' || idOf(param, value) !== undefined) return undefined;
	const query = param.resolve.query(value);
	return query ? { param, query } : undefined;
}

/**
 * For a locator whose service also takes the URL itself: the URL to send when the value is given as a
 * URL rather than in the ID form, undefined otherwise (the ID path then applies, or the value is refused).
 */
export function urlToSend(param: LocatorParam, value: unknown): string | undefined {
	const sendTo = param.url.sendTo;
	if (!sendTo || typeof value !== 'string' || idOf({ id: param.id }, value) !== undefined) return undefined;
	const url = looseUrl(value);
	return url ? sendTo.accept(url) : undefined;
}

/**
 * For a locator whose URL names another parameter's value too (an Amazon URL's host, the marketplace): that value,
 * when the locator was given as such a URL; undefined for an ID or a URL naming none.
 */
export function impliedValue(param: LocatorParam, value: unknown): string | undefined {
	const implies = param.url.implies;
	if (!implies || typeof value !== 'string' || idOf({ id: param.id }, value) === value) return undefined;
	const url = looseUrl(value);
	return url ? implies.read(url) : undefined;
}
