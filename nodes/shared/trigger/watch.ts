/**
 * What a trigger node watches, written next to the endpoint descriptions it uses: each event names an
 * existing endpoint (resource and operation) and adds only what watching needs, so the trigger's fields,
 * checks, requests and paging are the action node's own.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { EndpointDescriptor, PlatformDescriptor } from '../descriptor';
import { findEndpoint } from '../descriptor';
import type { QueryValue } from '../types';

/**
 * New records in a list: how a record is identified, and how the list is made to come newest first so a
 * poll can stop at the first page holding records it has seen.
 */
export interface NewRecordWatch {
	kind: 'new';
	/** Dotted path of the field that identifies a record (`list_id`, `id`, `video_id`). */
	id: string;
	/**
	 * Where the identifying field may be empty (a Google job without its listing URL): the dotted paths whose values,
	 * together, identify the record instead (its title, company and location).
	 */
	fallbackId?: string[];
	/**
	 * Dotted path of the record's publication time (ISO text, or epoch seconds or milliseconds), where records
	 * have one: it gives the poll a floor (the oldest date its seen IDs cover), so an unseen record older than everything watched (a list
	 * that went further back than before) is not taken for a new one, while one that came late is.
	 */
	date?: string;
	/**
	 * Dotted path of a flag marking records the list shows first whatever their date (a creator's pinned videos): a
	 * seen one is no ground for a poll to stop at, since new records come after it.
	 */
	pinned?: string;
	/** Parameter values that make the list newest first (a sort); the trigger sets them and shows no field for them. */
	newestFirst?: Record<string, QueryValue>;
	/**
	 * New records may show anywhere in the list, not only at its top (a playlist adds videos at its top or, by default,
	 * at its end): each poll reads the list to its end, up to Max Records per Poll, and every unseen record is new,
	 * emitted in list order.
	 */
	anywhere?: true;
	/** Turns the records as the endpoint nests them (a Reddit comment tree) into one record each. */
	flatten?: (records: IDataObject[]) => IDataObject[];
}

/** One record whose fields are compared from poll to poll (a price, a status). */
export interface ChangeWatch {
	kind: 'change';
	/** Dotted paths of the fields that count: a change in any of them is an event. */
	fields: string[];
	/**
	 * The watched record made from all the records of the answer, where no one of them holds what is watched (a
	 * hotel's rooms, each with its rates: the cheapest stay and how many rooms can be booked). Without it, the first
	 * record is watched. Its result is the event's `record`, as it is.
	 */
	summary?: (records: IDataObject[], settings?: IDataObject) => IDataObject;
	/**
	 * The event's own fields, after the endpoint's (an answer's watched domain or brand, and what emits), read and checked
	 * before any request: `read` gives the settings `summary` and `compared` are handed, and the saved state belongs to
	 * them (edited, the next poll seeds again).
	 */
	settings?: {
		fields: (event: string) => INodeProperties[];
		read: (value: (name: string) => unknown, fail: (message: string) => Error) => IDataObject;
	};
	/** The fields compared where the settings choose them (a watched domain's presence only); `fields` otherwise. */
	compared?: (settings: IDataObject) => string[];
	/** Parameters of the endpoint that mean nothing for watching (a timeout the poll's own limit replaces). */
	hidden?: string[];
	/** Values the trigger sets itself and shows no field for (an output choice: the answer whole, which is summed up). */
	forced?: Record<string, QueryValue>;
}

/**
 * Where a domain ranks in a list of results (a search's organic results), compared from poll to poll: an event when
 * its best position changes, or only when it enters or leaves the first page (rank.ts).
 */
export interface RankWatch {
	kind: 'rank';
	/** Dotted paths of a result's link (its host is matched to the watched domain) and of its position (1 = top). */
	link: string;
	position: string;
	/** The request's field holding what was searched, repeated in each event. */
	queryParam: string;
	/** Results on the engine's first page. */
	firstPage: number;
	/** Fewest and most results a poll may check, and the default: all read in one request. */
	depth: { min: number; max: number; default: number };
}

/** An engine tier of a page read: the `engine_used` names it covers, what it costs, and what a request asks for it with. */
export interface EngineTier {
	engines: string[];
	credits: number;
	request: Record<string, QueryValue>;
	/** Reached only by escalating from the tier below (the service cannot be asked for it directly). */
	escalates?: true;
}

/**
 * A page whose text (or the part of it a selector picks, or what an AI prompt extracts) is compared from poll to poll
 * (page.ts): what the request and the answer call things, the engine tiers, cheapest first, and what refuses an engine.
 */
export interface PageWatch {
	kind: 'page';
	/** The request's field holding the page's URL. */
	url: string;
	/** The answer's fields: the page text, the engine that read it, the AI extraction and its error. */
	answer: { content: string; engine: string; extraction: string; extractionError: string };
	/** The request's AI extraction switch and prompt (its price is in `addOns`), and the prompt's longest length. */
	prompt: { switch: string; param: string };
	promptMaxLength: number;
	/**
	 * Narrowing by CSS selector, through the platform's endpoint that picks a page's parts by selector (Web > Extract):
	 * its parameter taking named rules as JSON (the trigger's one rule named `rule`), and where its answer holds the text
	 * each rule picked, `{rule}` standing for the rule's name. The read goes there instead of the watched endpoint, with
	 * the same URL and the options both share; the engine fields are sent only where that endpoint has them.
	 */
	selector?: { from: { resource: string; operation: string }; rules: string; rule: string; result: string; description: string };
	tiers: EngineTier[];
	/** The lowest tier the user's own options ask for (a browser engine, JavaScript rendering, a wait for an element). */
	minimumTier: (body: Record<string, QueryValue>) => number;
	/** The request's field allowing escalation to a stronger engine, and the one capping what a request may cost. */
	escalate: string;
	maxCost: string;
	/** Credits each add-on switched on in the request costs on top of the engine (the AI extraction, the anti-bot solver). */
	addOns: Record<string, number>;
	/** Whether a failed read was the page refusing the engine (a blocking page): only escalating, if allowed, gets past. */
	blocked: (error: unknown) => boolean;
	/**
	 * Whether a failed read was the engine asked for costing more than the cap sent with it: the page now takes a
	 * stronger engine by itself (Auto would choose it), which the next tier asks for, no escalation needed.
	 */
	dearer: (error: unknown) => boolean;
	/** Parameters of the endpoint the trigger sets itself or that make no sense for watching (files, the cost cap). */
	hidden: string[];
	/**
	 * Values sent where the user set none, for a text that changes only when the page does (Markdown rather than the
	 * service's default HTML, whose scripts and tokens can differ on every read).
	 */
	defaults: Record<string, QueryValue>;
}

export interface TriggerEvent {
	/** Event value in the node, unique within the platform. */
	value: string;
	/** Name in the Event dropdown, e.g. "New Ad". */
	name: string;
	/** What the event is, for the dropdown: "A new ad matching a search, newest first". */
	description: string;
	/** The endpoint watched, by its resource and operation in the action node. */
	from: { resource: string; operation: string };
	watch: NewRecordWatch | ChangeWatch | PageWatch | RankWatch;
	/** Said above the event's fields, after what a poll costs: a limit of what can be watched. */
	notice?: string;
}

export interface PlatformTriggers {
	platform: PlatformDescriptor;
	events: TriggerEvent[];
}

/** The endpoint an event watches; a typo in a triggers file fails at load, not at the user's first poll. */
export function watchedEndpoint(triggers: PlatformTriggers, event: TriggerEvent): EndpointDescriptor {
	const endpoint = findEndpoint(triggers.platform, event.from.resource, event.from.operation);
	if (!endpoint) {
		throw new Error(`${triggers.platform.platform} trigger "${event.value}" watches ${event.from.resource} > ${event.from.operation}, which does not exist`);
	}
	return endpoint;
}

/**
 * The parameters a trigger sets itself and so shows no field for: the forced order, and the paging the
 * poll does on its own (start page or cursor, page size).
 */
export function hiddenParams(endpoint: EndpointDescriptor, event: TriggerEvent): Set<string> {
	const hidden = new Set<string>(
		event.watch.kind === 'new'
			? Object.keys(event.watch.newestFirst ?? {})
			: event.watch.kind === 'page'
				? event.watch.hidden
				: event.watch.kind === 'change'
					? [...(event.watch.hidden ?? []), ...Object.keys(event.watch.forced ?? {})]
					: [],
	);
	if (endpoint.paging.kind !== 'none') {
		hidden.add(endpoint.paging.param);
		if (endpoint.paging.pageSize) hidden.add(endpoint.paging.pageSize.param);
	}
	// A parameter shown only for some values of one the trigger sets itself means nothing when the value set is not one
	// of them (Reddit's Time Range, for the Top and Controversial sorts, under a trigger that sorts by New).
	const forced: Record<string, unknown> = event.watch.kind === 'new' ? { ...event.watch.newestFirst } : {};
	for (const param of endpoint.params) {
		const unmet = Object.entries(param.showWhen ?? {}).some(
			([name, values]) => hidden.has(name) && !values.some((value) => value === forced[name]),
		);
		if (unmet) hidden.add(param.name);
	}
	return hidden;
}
