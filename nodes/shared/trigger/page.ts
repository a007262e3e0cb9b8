/**
 * The poll of a page event: one page read each poll (the whole page, the part a CSS selector picks, or what an AI
 * prompt extracts), compared with what the last poll saved (state.ts: a hash and what the diff needs, never the whole
 * page), one event per change with the previous and current text and a readable diff. The engine that read the page
 * last is where the next poll starts, so an idle poll costs what the cheapest engine that worked costs; a stronger one
 * is asked for only when the page refuses that one.
 */
import type { IDataObject, INodeExecutionData, INodeProperties, IPollFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { refusal } from '../checks';
import type { EndpointDescriptor } from '../descriptor';
import { isOwnField, readPath } from '../descriptor';
import { collectRecords } from '../paging';
import { declaredPollFailure, declarePollFailure } from '../transport/errors';
import { CreditBudgetReached } from '../transport/reliability';
import type { Requester } from '../transport/request';
import type { OperationInput, QueryValue } from '../types';
import type { PollLedger } from './bounds';
import { readableDiff } from './diff';
import type { PageChange, PageSnapshot, WatchState } from './state';
import { pageChange, snapshotOf, watchedLines } from './state';
import type { PageWatch, PlatformTriggers, TriggerEvent } from './watch';
import { watchedEndpoint } from './watch';

/** The node parameter choosing what of the page is watched, and its values. */
export const WATCH_PART_PARAM = 'watchPart';
export const SELECTOR_PARAM = 'cssSelector';
export const PROMPT_PARAM = 'aiPrompt';
type WatchPart = 'page' | 'selector' | 'prompt';

/** The fields a page event adds to its endpoint's: what of the page to watch, and the selector or prompt narrowing it. */
export function pageWatchFields(event: string, watch: PageWatch): INodeProperties[] {
	const show = { event: [event] };
	// Alphabetical, as n8n lists options; the whole page stays the default.
	const parts = [
		{ name: 'AI Extraction (Prompt)', value: 'prompt', description: `Only what an AI prompt pulls out of the page, compared as JSON (+${watch.addOns[watch.prompt.switch] ?? 0} credits a poll)` },
		...(watch.selector ? [{ name: 'CSS Selector', value: 'selector', description: watch.selector.description }] : []),
		{ name: 'Whole Page', value: 'page', description: 'Any change of the page text (in the chosen Format)' },
	];
	const fields: INodeProperties[] = [
		{
			displayName: 'Watch',
			name: WATCH_PART_PARAM,
			type: 'options',
			options: parts,
			default: 'page',
			description: 'What of the page counts: a change elsewhere on the page emits nothing',
			displayOptions: { show },
		},
		{
			displayName: 'AI Prompt',
			name: PROMPT_PARAM,
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			required: true,
			placeholder: 'e.g. The product name, price and whether it is in stock, as JSON with keys name, price, in_stock',
			description: `What to pull out of the page, in plain words (at most ${watch.promptMaxLength} characters). Asking for JSON with named keys lets each change event say which of them changed.`,
			displayOptions: { show: { ...show, [WATCH_PART_PARAM]: ['prompt'] } },
		},
	];
	if (watch.selector) {
		fields.splice(1, 0, {
			displayName: 'CSS Selector',
			name: SELECTOR_PARAM,
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. #price, .product-title, main article',
			description: 'The part of the page to watch: the text of every element it matches',
			displayOptions: { show: { ...show, [WATCH_PART_PARAM]: ['selector'] } },
		});
	}
	return fields;
}

/**
 * The watched endpoint's fields with the watch's own defaults (Markdown rather than the service's HTML), so the panel
 * shows what a poll sends when the field is left alone: on a field of its own, or an entry of a collection.
 */
export function withPageDefaults(properties: INodeProperties[], watch: PageWatch): INodeProperties[] {
	const defaulted = <T extends { name: string; default?: unknown }>(property: T): T =>
		property.name in watch.defaults ? { ...property, default: watch.defaults[property.name] } : property;
	return properties.map((property) =>
		property.type === 'collection' && property.options
			? { ...property, options: property.options.map((option) => ('displayName' in option && 'type' in option ? defaulted(option as INodeProperties) : option)) }
			: defaulted(property),
	);
}

/** What the user chose to watch, checked: the part, and the selector or prompt narrowing it. */
export interface Narrowing {
	part: WatchPart;
	selector?: string;
	prompt?: string;
}

export function readNarrowing(ctx: IPollFunctions, watch: PageWatch): Narrowing {
	const fail = refusal(ctx);
	const part = ctx.getNodeParameter(WATCH_PART_PARAM, 'page') as WatchPart;
	if (part === 'prompt') {
		const prompt = String(ctx.getNodeParameter(PROMPT_PARAM, '') ?? '').trim();
		if (prompt === '') throw fail('AI Prompt is empty: say what to pull out of the page, or set Watch to Whole Page');
		if (prompt.length > watch.promptMaxLength) throw fail(`AI Prompt is ${prompt.length} characters long; ScrapeBadger takes at most ${watch.promptMaxLength}`);
		return { part, prompt };
	}
	if (part === 'selector' && watch.selector) {
		const selector = String(ctx.getNodeParameter(SELECTOR_PARAM, '') ?? '').trim();
		if (selector === '') throw fail('CSS Selector is empty: give the part of the page to watch (e.g. #price), or set Watch to Whole Page');
		return { part, selector };
	}
	if (part !== 'page') throw fail(`Watch must be one of: AI Extraction (Prompt)${watch.selector ? ', CSS Selector' : ''}, Whole Page`);
	return { part };
}

/**
 * The parameters a narrowing sets on the request, forced like a sort (so they go through the endpoint's own checks and
 * into the query the state belongs to): the prompt's switch and text; for a selector, one named rule as JSON text.
 */
export function narrowingParams(watch: PageWatch, narrowing: Narrowing, read: EndpointDescriptor, watched: EndpointDescriptor): Record<string, QueryValue> {
	if (narrowing.part === 'prompt') return { [watch.prompt.switch]: true, [watch.prompt.param]: narrowing.prompt ?? '' };
	if (narrowing.part !== 'selector' || !watch.selector) return {};
	// The selector endpoint's own fields the trigger does not show (its AI query) are left blank: not sent.
	const unshown = read.params.filter((param) => isOwnField(param) && !watched.params.some((shown) => shown.name === param.name));
	const blanks = Object.fromEntries(unshown.map((param) => [param.name, typeof param.default === 'string' ? param.default : '']));
	return { ...blanks, [watch.selector.rules]: JSON.stringify({ [watch.selector.rule]: narrowing.selector ?? '' }) };
}

/** The endpoint a page poll reads: the watched one, or for a CSS selector the one that picks a page's parts. */
export function pageEndpoint(triggers: PlatformTriggers, event: TriggerEvent, watch: PageWatch, narrowing: Narrowing): EndpointDescriptor {
	if (narrowing.part !== 'selector' || !watch.selector) return watchedEndpoint(triggers, event);
	return watchedEndpoint(triggers, { ...event, from: watch.selector.from });
}

/** What a page poll works with, made by the shared poll (fields read and checked, the ledger and requester set up). */
export interface PagePollContext {
	ctx: IPollFunctions;
	watch: PageWatch;
	endpoint: EndpointDescriptor;
	input: OperationInput;
	narrowing: Narrowing;
	query: string;
	saved: WatchState | undefined;
	manual: boolean;
	emitExisting: boolean;
	ledger: PollLedger;
	send: Requester;
	staticData: IDataObject;
}

/** The answer's fields no change event repeats: the text compared (it is in `current`) and files a poll never asks for. */
const LEFT_OUT_OF_PAGE = new Set(['content', 'content_base64', 'screenshot_url', 'video_url', 'headers']);

export async function pollPage(context: PagePollContext): Promise<INodeExecutionData[][] | null> {
	const { ctx, watch, narrowing, query, saved, manual, staticData } = context;
	const { answer, engine } = await readPage(context);
	const text = watchedText(ctx, watch, narrowing, answer, saved?.page === undefined);
	const lines = watchedLines(text);
	const snapshot = snapshotOf(lines);
	const previous = saved?.page;
	const change = previous ? pageChange(previous, lines) : undefined;
	// The text compared is in `current`: the answer's field holding it (the extraction, the selector's picks) is left out.
	const compared = new Set([watch.answer.extraction, ...(narrowing.part === 'selector' && watch.selector ? [watch.selector.result.split('.')[0]] : [])]);
	const page: IDataObject = Object.fromEntries(Object.entries(answer).filter(([key]) => !LEFT_OUT_OF_PAGE.has(key) && !compared.has(key)));
	const url = String(context.input.body?.[watch.url] ?? '');
	const event = (before: PageSnapshot | undefined, changed: PageChange | undefined): IDataObject =>
		changeEvent(watch, narrowing, url, text, lines, before, changed, page);

	if (manual) return [[{ json: event(previous, change) }]];
	const next: WatchState = { query, page: snapshot, ...(engine === undefined ? {} : { engine }) };
	if (!previous) {
		staticData.watch = next;
		return context.emitExisting ? [[{ json: event(undefined, undefined) }]] : null;
	}
	// Saved when the page changed or was read by another engine; an idle poll leaves the state as it was.
	if (change || engine !== saved?.engine) staticData.watch = next;
	return change ? [[{ json: event(previous, change) }]] : null;
}

/** The engine tier an `engine_used` value belongs to (unknown names: the cheapest, so nothing is paid for a guess). */
function tierOf(watch: PageWatch, engine: string | undefined): number {
	const tier = watch.tiers.findIndex((candidate) => engine !== undefined && candidate.engines.includes(engine));
	return Math.max(0, tier);
}

/**
 * Reads the page: at the tier of the engine that read it last (never below what the user's own options ask for),
 * without escalation, with that tier's price as the service's cost cap, so an idle poll never pays for more. When the
 * page now takes a dearer engine by itself (the service refuses the cap), the next tier; when a blocking page refuses
 * the engine and the user allows escalation, once more with escalation, capped at the strongest engine's price.
 */
async function readPage(context: PagePollContext): Promise<{ answer: IDataObject; engine: string | undefined }> {
	const { ctx, watch, endpoint, input, saved, ledger, send } = context;
	// Defaults and engine fields only where the endpoint read has such a parameter (a selector endpoint may have none).
	const has = (name: string) => endpoint.params.some((param) => param.name === name);
	const defaults = Object.fromEntries(Object.entries(watch.defaults).filter(([name]) => has(name)));
	const body = { ...defaults, ...(input.body ?? {}) } as Record<string, QueryValue>;
	const tiered = has(watch.escalate) && has(watch.maxCost);
	const mayEscalate = tiered && body[watch.escalate] === true;
	const addOns = Object.entries(watch.addOns).reduce((sum, [param, credits]) => sum + (body[param] === true ? credits : 0), 0);
	const start = tiered ? Math.max(watch.minimumTier(body), tierOf(watch, saved?.engine)) : 0;
	const attempt = async (tier: number, escalate: boolean): Promise<IDataObject> => {
		const credits = tiered ? (escalate ? watch.tiers[watch.tiers.length - 1] : watch.tiers[tier]).credits + addOns : undefined;
		// A read the poll's credits cannot pay whole is not sent: a lower cap would only be refused.
		const left = ledger.creditsLeft();
		if (credits !== undefined && left !== undefined && credits > left) throw new CreditBudgetReached(ledger.policy.creditBudget, ledger.policy.creditBudget - left);
		const engine = tiered ? { ...watch.tiers[tier].request, [watch.escalate]: escalate, [watch.maxCost]: credits ?? 0 } : {};
		// Sent as the engine sends the endpoint's requests (JSON fields parsed, the Credit Budget held, its cap filled).
		const { records, failure } = await collectRecords(endpoint, { ...input, body: { ...body, ...engine } }, send);
		if (failure) throw failure.reason;
		return records[0] ?? {};
	};
	const failed = (error: unknown): never => {
		throw pollError(ctx, watch, ledger, error);
	};
	// At most three reads: a dearer engine Auto would take, then escalation past a blocking page, each only when needed.
	let tier = start;
	let escalate = watch.tiers[start].escalates === true;
	let answer: IDataObject | undefined;
	while (answer === undefined) {
		const read = await attempt(tier, escalate).then(
			(given) => ({ given }),
			(error: unknown) => ({ error }),
		);
		if ('given' in read) answer = read.given;
		else if (tiered && !escalate && watch.dearer(read.error) && tier + 1 < watch.tiers.length && watch.tiers[tier + 1].escalates !== true) tier++;
		else if (mayEscalate && !escalate && (watch.blocked(read.error) || watch.dearer(read.error))) {
			ctx.logger.info(`ScrapeBadger trigger "${ctx.getNode().name}": the page refused the engine that read it last, so this poll asks again with escalation to a stronger one.`);
			escalate = true;
		} else return failed(read.error);
	}
	const used = readPath(answer, watch.answer.engine);
	return { answer, engine: typeof used === 'string' && used !== '' ? used : saved?.engine };
}

/** A failed read as the poll's error: a credit cap too small for one read is the setup to fix, the rest as the other events say it. */
function pollError(ctx: IPollFunctions, watch: PageWatch, ledger: PollLedger, error: unknown): Error {
	if (error instanceof CreditBudgetReached) {
		const strongest = watch.tiers[watch.tiers.length - 1].credits;
		const addOns = Object.entries(watch.addOns).map(([param, credits]) => `${credits} with ${param}`).join(', ');
		return new NodeOperationError(ctx.getNode(), `Max Credits per Poll (${error.budget}) is below what one read of this page can cost`, {
			description: `Raise Max Credits per Poll in Poll Options: a read costs up to ${strongest} credits for the engine, plus ${addOns}. The read that did not fit was not sent.`,
		});
	}
	const reason = ledger.explained(error);
	if (reason instanceof NodeApiError || reason instanceof NodeOperationError) return reason;
	return declarePollFailure(new NodeOperationError(ctx.getNode(), reason as Error), declaredPollFailure(reason));
}

/**
 * The text a poll compares: the page's content in the chosen format, the selector's part, or the AI extraction as JSON
 * (keys sorted, indented, so the diff is line by line per key). An answer without it (the extraction failed) is no
 * version of the page: the poll fails, saying why, and the saved state stays as it was.
 */
function watchedText(ctx: IPollFunctions, watch: PageWatch, narrowing: Narrowing, answer: IDataObject, seeding: boolean): string {
	const unreadable = (what: string) =>
		declarePollFailure(
			new NodeOperationError(ctx.getNode(), `ScrapeBadger returned no ${what} for the watched page`, {
				description: 'Nothing was compared and the saved state is as it was; the next poll reads the page again.',
			}),
			{ failureClass: 'temporarily-unavailable' },
		);
	if (narrowing.part === 'prompt') {
		const extraction = readPath(answer, watch.answer.extraction);
		if (extraction === null || extraction === undefined) {
			const said = readPath(answer, watch.answer.extractionError);
			throw unreadable(`AI extraction${typeof said === 'string' && said !== '' ? ` (it said: "${said.slice(0, 200)}")` : ''}`);
		}
		return canonicalJson(extraction);
	}
	const selector = narrowing.part === 'selector' && watch.selector ? watch.selector : undefined;
	const content = readPath(answer, selector ? selector.result.replace('{rule}', selector.rule) : watch.answer.content);
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map((entry) => (typeof entry === 'string' ? entry : canonicalJson(entry))).join('\n');
	if (content !== null && typeof content === 'object') return canonicalJson(content);
	if (!selector) throw unreadable('page content');
	// A selector that picks nothing once it picked something: the part is gone from the page, which is a change. One that
	// never picked anything is a selector to correct, said when the trigger starts (or on a test event).
	if (!seeding) return '';
	throw new NodeOperationError(ctx.getNode(), `The CSS selector "${narrowing.selector ?? ''}" picks nothing on the page`, {
		description: 'Check the selector against the page (your browser\'s developer tools: right-click the part, Inspect), or set Watch to Whole Page. Nothing was saved.',
	});
}

/** JSON with object keys sorted at every depth, two-space indented: the same value always gives the same lines. */
function canonicalJson(value: unknown): string {
	const sorted = (inner: unknown): unknown => {
		if (Array.isArray(inner)) return inner.map(sorted);
		if (inner !== null && typeof inner === 'object') {
			return Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, entry]) => [key, sorted(entry)]));
		}
		return inner;
	};
	return JSON.stringify(sorted(value), null, 2) ?? 'null';
}

/** An AI extraction's keys as a change event names them: the object's own, or `extraction` for any other value. */
function extractionFields(text: string): IDataObject {
	const value = JSON.parse(text) as unknown;
	return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : { extraction: value as IDataObject[string] };
}

/**
 * One change event: which fields changed (an extraction's keys, else `content`), their previous values (null where the
 * previous text was longer than the state keeps) and current ones, a readable diff, the lines added and removed, and
 * the facts of the read (engine, credits, status).
 */
function changeEvent(
	watch: PageWatch,
	narrowing: Narrowing,
	url: string,
	text: string,
	lines: readonly string[],
	before: PageSnapshot | undefined,
	change: PageChange | undefined,
	page: IDataObject,
): IDataObject {
	const prompt = narrowing.part === 'prompt';
	const current: IDataObject = prompt ? extractionFields(text) : { content: text };
	const previousText = change?.previous?.join('\n') ?? (before && !change ? before.text : undefined);
	const previous: IDataObject | null = previousText === undefined ? null : prompt ? extractionFields(previousText) : { content: previousText };
	let changedFields: string[] = [];
	if (change) {
		if (!prompt) changedFields = ['content'];
		else if (previous) {
			const keys = [...new Set([...Object.keys(previous), ...Object.keys(current)])];
			changedFields = keys.filter((key) => canonicalJson(previous[key] ?? null) !== canonicalJson(current[key] ?? null));
		} else changedFields = Object.keys(current);
	}
	const hunks = change?.hunks ?? [];
	return {
		url,
		watched: narrowing.part === 'prompt' ? 'AI prompt' : narrowing.part === 'selector' ? `CSS selector ${narrowing.selector ?? ''}` : 'whole page',
		changedFields,
		previous,
		current,
		diff: change ? readableDiff(hunks, lines, (line) => change.previous?.[line]) : '',
		linesAdded: hunks.reduce((sum, hunk) => sum + hunk.added, 0),
		linesRemoved: hunks.reduce((sum, hunk) => sum + hunk.removed, 0),
		page,
	};
}
