import type { INodeProperties } from 'n8n-workflow';

import type { EndpointDescriptor } from '../descriptor';
import { byName, creditNote, endpointFields } from '../fields';
import { pageWatchFields, withPageDefaults } from './page';
import { RANK_POLL_READS, rankWatchFields } from './rank';
import type { PlatformTriggers, TriggerEvent } from './watch';
import { hiddenParams, watchedEndpoint } from './watch';

/** Most records one poll may take: within what the trigger remembers, so none of them can come back. */
export const MAX_RECORDS_PER_POLL = 400;

/**
 * How many records a poll after the first asks for at first, where every record is billed and the poll sizes the
 * pages (X's search and mentions): the newest alone, so an idle poll costs 1 + 1 credits instead of 1 + Max Records per
 * Poll. Only when it is new does the poll read on, asking for the rest.
 */
const FIRST_LOOK_RECORDS = 1;

/** FIRST_LOOK_RECORDS where it applies to `endpoint` (a token-paged list with a page size, billed per record). */
export function firstLookRecords(endpoint: EndpointDescriptor): number | undefined {
	const { paging } = endpoint;
	const sized = paging.kind !== 'none' && paging.kind !== 'page' && paging.pageSize !== undefined;
	return sized && (endpoint.creditsPerRecord ?? 0) > 0 ? FIRST_LOOK_RECORDS : undefined;
}

/** How the polls of this event read their endpoint, in the words of its notice. */
function pollReads(endpoint: EndpointDescriptor, event: TriggerEvent): string {
	if (event.watch.kind === 'change') return 'Each poll reads the one record once.';
	if (event.watch.kind === 'rank') return RANK_POLL_READS;
	if (event.watch.kind === 'page') {
		return "Each poll reads the page once, with the engine that read it last (the cheapest that worked); a stronger one only when the page refuses it and Escalate is on, billed for the engine that succeeds.";
	}
	if (event.watch.anywhere) {
		return 'New records may be added anywhere in the list, so each poll reads it from its top to its end, up to Max Records per Poll, and Max Credits per Poll.';
	}
	if (firstLookRecords(endpoint) !== undefined) {
		return 'Since every record is billed, each poll after the first asks for the newest record alone first, and reads on only when it is new, within Max Records and Max Credits per Poll (its pages shrink to fit the credits).';
	}
	return 'Each poll reads the first page, and the next ones only while they still hold new records, within Max Records and Max Credits per Poll.';
}

/** What a poll of this event costs, said above its fields (the "the operation's notice says what a poll costs"). */
export function pollCostNotice(endpoint: EndpointDescriptor, event: TriggerEvent): string {
	// A page read's price depends on the engine and the add-ons, not on the endpoint's one figure: the event says it.
	if (event.watch.kind === 'page') return [pollReads(endpoint, event), event.notice].filter((text) => text !== undefined).join(' ');
	return [creditNote(endpoint), pollReads(endpoint, event), event.notice, endpoint.notice].filter((text) => text !== undefined).join(' ');
}

const POLL_OPTIONS: INodeProperties = {
	displayName: 'Poll Options',
	name: 'pollOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Emit Existing on First Poll',
			name: 'emitExisting',
			type: 'boolean',
			default: false,
			description:
				'Whether the first poll after activation (or after the search was edited) emits the records that already exist, up to Max Existing to Emit. Off: it only records them, and later polls emit what is new.',
		},
		{
			displayName: 'Max Credits per Poll',
			name: 'maxCreditsPerPoll',
			type: 'number',
			// One page of an X list whose page size the service does not state is priced at up to 101 credits (100 tweets
			// and the request) before it is sent: the default lets a poll read two such pages.
			default: 200,
			typeOptions: { minValue: 1, numberPrecision: 0 },
			description: 'Most credits one poll may spend. A poll that reaches it emits what it has; older new records are then skipped.',
		},
		{
			displayName: 'Max Existing to Emit',
			name: 'maxExisting',
			type: 'number',
			default: 10,
			typeOptions: { minValue: 1, maxValue: MAX_RECORDS_PER_POLL, numberPrecision: 0 },
			description: 'How many of the newest existing records the first poll emits',
			// It counts only what Emit Existing on First Poll emits: without it, the first poll emits nothing.
			displayOptions: { show: { emitExisting: [true] } },
		},
		{
			displayName: 'Max Records per Poll',
			name: 'maxRecordsPerPoll',
			type: 'number',
			default: 50,
			typeOptions: { minValue: 1, maxValue: MAX_RECORDS_PER_POLL, numberPrecision: 0 },
			description:
				'Most records one poll reads while looking for new ones. When more than this arrived between two polls, the oldest of them are skipped.',
		},
	],
};

/**
 * A Poll Options field by name. Its default and bounds are the ones the poll checks, so the panel and the
 * checks cannot drift apart.
 */
export function pollOption(name: string): INodeProperties {
	const field = POLL_OPTIONS.options?.find((option) => option.name === name);
	if (!field || !('displayName' in field)) throw new Error(`No Poll Option named ${name}`);
	return field as INodeProperties;
}

/** Event dropdown, then each event's fields from its endpoint's description, then the poll options. */
export function buildTriggerProperties(triggers: PlatformTriggers): INodeProperties[] {
	// The dropdown is alphabetical; the default is the triggers file's first event, its author's pick.
	const firstEvent = triggers.events[0].value;
	const properties: INodeProperties[] = [
		{
			displayName: 'Event',
			name: 'event',
			type: 'options',
			noDataExpression: true,
			options: byName(triggers.events).map((event) => ({ name: event.name, value: event.value, description: event.description })),
			default: firstEvent,
		},
	];
	for (const event of triggers.events) {
		const endpoint = watchedEndpoint(triggers, event);
		const fields = endpointFields(endpoint, {
			show: { event: [event.value] },
			noticeName: `${event.value}Notice`,
			notice: pollCostNotice(endpoint, event),
			hidden: hiddenParams(endpoint, event),
			limitFields: false,
			noInput: true,
		});
		properties.push(...(event.watch.kind === 'page' ? withPageDefaults(fields, event.watch) : fields));
		if (event.watch.kind === 'page') properties.push(...pageWatchFields(event.value, event.watch));
		if (event.watch.kind === 'rank') properties.push(...rankWatchFields(event.value, event.watch));
		if (event.watch.kind === 'change' && event.watch.settings) properties.push(...event.watch.settings.fields(event.value));
	}
	properties.push(POLL_OPTIONS);
	return properties;
}
