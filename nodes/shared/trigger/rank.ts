/**
 * The rank watch: where a domain ranks in a search's results, compared from poll to poll. Each poll reads the results
 * down to Results to Check in one request; the domain's best position (or none within them) is the state, and an event
 * says the position before and after, the move, and whether the domain entered or left the first page.
 */
import type { IDataObject, INodeExecutionData, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { checkedOptionNumber, refusal } from '../checks';
import { readPath } from '../descriptor';
import type { WatchState } from './state';
import type { RankWatch } from './watch';

const DOMAIN_PARAM = 'rankDomain';
const DEPTH_PARAM = 'rankDepth';
const EMIT_PARAM = 'rankEmitWhen';

type EmitWhen = 'positionChanged' | 'firstPageChanged';

/** The watched domain, how deep to look and which moves count, as checked before any request. */
export interface RankTarget {
	domain: string;
	depth: number;
	emitWhen: EmitWhen;
}

function depthField(event: string, watch: RankWatch): INodeProperties {
	const depth = watch.depth.default;
	return {
		displayName: 'Results to Check',
		name: DEPTH_PARAM,
		type: 'number',
		required: true,
		default: depth,
		typeOptions: { minValue: watch.depth.min, maxValue: watch.depth.max, numberPrecision: 0 },
		description: `How many of the top results each poll reads, from ${watch.depth.min} to ${watch.depth.max}, in one request. A domain ranking below them counts as not ranking.`,
		displayOptions: { show: { event: [event] } },
	};
}

/** The rank event's own fields, after the search's: the domain, the depth, and which moves emit. */
export function rankWatchFields(event: string, watch: RankWatch): INodeProperties[] {
	const show = { event: [event] };
	return [
		{
			displayName: 'Domain',
			name: DOMAIN_PARAM,
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. example.com',
			description:
				'The site whose position to watch: a domain such as example.com (its subdomains, www. or shop., count too) or any URL of it. A subdomain such as shop.example.com watches only that subdomain.',
			displayOptions: { show },
		},
		depthField(event, watch),
		{
			displayName: 'Emit When',
			name: EMIT_PARAM,
			type: 'options',
			required: true,
			default: 'positionChanged',
			options: [
				{ name: 'It Enters or Leaves the First Page', value: 'firstPageChanged', description: `Only when the domain moves into or out of the top ${watch.firstPage}` },
				{ name: 'Its Position Changes', value: 'positionChanged', description: 'Any move up or down, and entering or leaving the results checked' },
			],
			displayOptions: { show },
		},
	];
}

/** Letters, digits and hyphens in labels of at most 63 characters, at least two labels, a top-level one of letters (or xn--). */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A result link's host, lower case, without `www.`; undefined when the link is no URL. */
export function hostOf(link: unknown): string | undefined {
	if (typeof link !== 'string' || link === '') return undefined;
	try {
		return new URL(link).hostname.toLowerCase().replace(/^www\./, '');
	} catch {
		return undefined;
	}
}

/** The domain a user typed (a domain, a host, or any URL of the site) as it is compared; undefined when it is none. */
export function watchedDomain(text: string): string | undefined {
	const trimmed = text.trim();
	if (trimmed === '') return undefined;
	const host = hostOf(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
	return host !== undefined && HOST.test(host) ? host : undefined;
}

/** Whether a result's link is on the watched domain: the domain itself or one of its subdomains. */
export function onDomain(link: unknown, domain: string): boolean {
	const host = hostOf(link);
	return host !== undefined && (host === domain || host.endsWith(`.${domain}`));
}

export function readRankTarget(ctx: IPollFunctions, event: string, watch: RankWatch): RankTarget {
	const fail = refusal(ctx);
	const typed = String(ctx.getNodeParameter(DOMAIN_PARAM, '') ?? '');
	if (typed.trim() === '') throw fail('Domain is empty: give the site whose position to watch, e.g. example.com');
	const domain = watchedDomain(typed);
	if (domain === undefined) throw fail(`Domain "${typed.trim().slice(0, 100)}" is not a domain: give one such as example.com, or a URL of the site such as https://www.example.com/page`);
	const depth = checkedOptionNumber(depthField(event, watch), ctx.getNodeParameter(DEPTH_PARAM, watch.depth.default), fail, 'integer');
	const emitWhen = ctx.getNodeParameter(EMIT_PARAM, 'positionChanged') as EmitWhen;
	if (emitWhen !== 'positionChanged' && emitWhen !== 'firstPageChanged') {
		throw fail('Emit When must be one of: It Enters or Leaves the First Page, Its Position Changes');
	}
	return { domain, depth, emitWhen };
}

/** Where the domain ranks in the results read: every position it holds, best first, and its best result. */
export interface Ranking {
	position: number | null;
	positions: number[];
	result: IDataObject | null;
}

export function rankingOf(records: IDataObject[], watch: RankWatch, domain: string): Ranking {
	const found = records
		.map((record, index) => {
			const stated = readPath(record, watch.position);
			// The result's own position where the answer gives one (it counts across pages), else its place in the list.
			return { record, position: typeof stated === 'number' && stated > 0 ? stated : index + 1 };
		})
		.filter(({ record }) => onDomain(readPath(record, watch.link), domain))
		.sort((a, b) => a.position - b.position);
	return { position: found[0]?.position ?? null, positions: found.map(({ position }) => position), result: found[0]?.record ?? null };
}

export type RankMove = 'up' | 'down' | 'entered' | 'left' | 'unchanged';

function moveOf(previous: number | null, current: number | null): RankMove {
	if (previous === current) return 'unchanged';
	if (previous === null) return 'entered';
	if (current === null) return 'left';
	return current < previous ? 'up' : 'down';
}

/** What one rank poll saw and what it compares with. */
export interface RankPoll {
	watch: RankWatch;
	target: RankTarget;
	/** What was searched, as sent. */
	searched: unknown;
	records: IDataObject[];
	query: string;
	saved: WatchState | undefined;
	manual: boolean;
	emitExisting: boolean;
	staticData: IDataObject;
	shape: (record: IDataObject) => IDataObject;
}

/**
 * The rank poll's event, if any, and its state. A test shows the current ranking (against the saved one, if any) and
 * keeps nothing; a first poll records the position and emits it only when asked to emit what exists.
 */
export function rankPoll(poll: RankPoll): INodeExecutionData[][] | null {
	const { watch, target, records, saved, manual } = poll;
	const now = rankingOf(records, watch, target.domain);
	const previous = saved?.values === undefined ? undefined : ((saved.values.position as number | null | undefined) ?? null);
	const onFirstPage = (position: number | null | undefined) => position !== null && position !== undefined && position <= watch.firstPage;
	const event = (): INodeExecutionData[][] => {
		const before = previous ?? null;
		const wasOnFirstPage = previous !== undefined && onFirstPage(previous);
		const json: IDataObject = {
			domain: target.domain,
			query: poll.searched as IDataObject[string],
			position: now.position,
			previousPosition: before,
			change: previous === undefined ? 'unchanged' : moveOf(before, now.position),
			// Positive: up the results by that many places.
			movedBy: before !== null && now.position !== null ? before - now.position : null,
			onFirstPage: onFirstPage(now.position),
			enteredFirstPage: previous !== undefined && !wasOnFirstPage && onFirstPage(now.position),
			leftFirstPage: wasOnFirstPage && !onFirstPage(now.position),
			positions: now.positions,
			resultsChecked: records.length,
			result: now.result === null ? null : poll.shape(now.result),
		};
		return [[{ json }]];
	};
	if (manual) return event();
	poll.staticData.watch = { query: poll.query, values: { position: now.position } } satisfies WatchState;
	if (previous === undefined) return poll.emitExisting ? event() : null;
	const moved = target.emitWhen === 'firstPageChanged' ? onFirstPage(previous) !== onFirstPage(now.position) : previous !== now.position;
	return moved ? event() : null;
}

/** What a poll of a rank event reads, in the words of its notice. */
export const RANK_POLL_READS =
	'Each poll reads the top results once, down to Results to Check, in one request, and emits when the domain\'s best position among them changes (or, if chosen, only when it enters or leaves the first page). The first poll records where it stands.';
