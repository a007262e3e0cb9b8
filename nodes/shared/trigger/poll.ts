/**
 * The poll() of every ScrapeBadger trigger node, modelled on n8n's own polling triggers (RSS, Gmail): the first
 * poll records what exists and emits nothing (unless asked to), later polls emit only what is new or changed,
 * a manual "Fetch Test Event" shows a sample and leaves the saved state alone.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { checkedOptionNumber, refusal } from '../checks';
import type { EndpointDescriptor } from '../descriptor';
import { isPaged } from '../descriptor';
import { operationInput, readParameterValues, readSimplify } from '../input';
import { collectRecords, resolvePathValues } from '../paging';
import { declaredPollFailure, declarePollFailure } from '../transport/errors';
import { CreditBudgetReached } from '../transport/reliability';
import type { Requester } from '../transport/request';
import { connectEndpoint } from '../transport/request';
import type { CollectedRecords, OperationInput, ParameterReader } from '../types';
import { PollLedger, pagesWithinCredits } from './bounds';
import { firstLookRecords, MAX_RECORDS_PER_POLL, pollOption } from './fields';
import type { Narrowing } from './page';
import { narrowingParams, pageEndpoint, pollPage, readNarrowing } from './page';
import type { RankTarget } from './rank';
import { rankPoll, readRankTarget } from './rank';
import type { WatchState } from './state';
import { advance, changedFields, identified, isKnownGround, isNew, recordId, watchedValues, withEmitted } from './state';
import type { ChangeWatch, PlatformTriggers, TriggerEvent } from './watch';
import { watchedEndpoint } from './watch';

/** Records a manual "Fetch Test Event" shows: enough to map fields from, one request's worth. */
export const TEST_SAMPLE_SIZE = 5;

interface PollLimits {
	maxRecords: number;
	maxCredits: number;
	emitExisting: boolean;
	maxExisting: number;
}

function readLimits(ctx: IPollFunctions): PollLimits {
	const options = ctx.getNodeParameter('pollOptions', {}) as IDataObject;
	const fail = refusal(ctx);
	// Checked like any other input: an expression can bypass the field's bounds.
	const count = (name: string): number => checkedOptionNumber(pollOption(name), options[name], fail, 'integer');
	return {
		maxRecords: count('maxRecordsPerPoll'),
		maxCredits: count('maxCreditsPerPoll'),
		emitExisting: options.emitExisting === true,
		maxExisting: count('maxExisting'),
	};
}

/**
 * The poll context as the action nodes' parameter reading sees it: the trigger's forced parameters (a newest-first
 * sort) set whatever the node holds.
 */
function parameterReader(ctx: IPollFunctions, forced: IDataObject): ParameterReader {
	const read = (name: string, _itemIndex: number, fallback?: unknown): unknown => {
		if (name in forced) return forced[name];
		const value = ctx.getNodeParameter(name, fallback);
		// Optional parameters are read from the Options collection: the forced ones are put there.
		if (name === 'options') return { ...(value as IDataObject), ...forced };
		return value;
	};
	return { getNode: () => ctx.getNode(), getNodeParameter: read as IExecuteFunctions['getNodeParameter'] };
}

/** The checked request as text, with what the event's own fields add: the saved state belongs to exactly this event and query. */
function queryKey(event: TriggerEvent, endpoint: EndpointDescriptor, input: OperationInput, narrowing?: Narrowing, rank?: RankTarget, settings?: IDataObject): string {
	const sorted = (values: Record<string, unknown> | undefined) =>
		Object.fromEntries(Object.entries(values ?? {}).sort(([a], [b]) => a.localeCompare(b)));
	return JSON.stringify({
		event: event.value,
		path: input.pathTemplate ?? endpoint.path,
		pathValues: sorted(input.pathValues),
		query: sorted(input.query),
		body: sorted(input.body),
		resolve: input.resolutions?.map((resolution) => resolution.query),
		...(narrowing ? { narrowing: sorted({ ...narrowing }) } : {}),
		...(rank ? { rank: sorted({ ...rank }) } : {}),
		...(settings ? { settings: sorted(settings) } : {}),
	});
}

/** A failure as the node error n8n shows, still declaring why the poll failed (see declarePollFailure). */
const asNodeError = (ctx: IPollFunctions, error: unknown) =>
	error instanceof NodeApiError || error instanceof NodeOperationError
		? error
		: declarePollFailure(new NodeOperationError(ctx.getNode(), error as Error), declaredPollFailure(error));

const shaped = (endpoint: EndpointDescriptor, input: OperationInput, record: IDataObject): IDataObject =>
	input.simplify && endpoint.simplify ? endpoint.simplify(record) : record;

const toItems = (records: IDataObject[]): INodeExecutionData[][] | null =>
	records.length === 0 ? null : [records.map((json) => ({ json }))];

/**
 * The trigger nodes of this n8n process with a poll under way, each with the promise of its end. n8n starts a node's
 * next poll on schedule even while its previous one still runs (a slow service, a busy instance); both would read the
 * same saved state and emit the same records, so the later one is skipped instead.
 */
const pollsUnderWay = new Map<string, Promise<unknown>>();

export async function pollPlatform(this: IPollFunctions, triggers: PlatformTriggers): Promise<INodeExecutionData[][] | null> {
	if (this.getMode() === 'manual') return await pollOnce.call(this, triggers);
	const key = `${this.getWorkflow().id ?? ''}:${this.getNode().id}`;
	const running = pollsUnderWay.get(key);
	if (running) {
		this.logger.warn(`ScrapeBadger trigger "${this.getNode().name}": the previous poll is still running, so this one is skipped.`);
		// The skipped poll ends only after the running one (within its time limit): n8n 2.x releases the workflow's
		// expression isolate when any poll ends, whether or not that poll acquired it, so a skipped poll that ended
		// first would leave the running one failing with "No bridge acquired for this context".
		await running.catch(() => undefined);
		return null;
	}
	const poll = pollOnce.call(this, triggers);
	pollsUnderWay.set(key, poll);
	try {
		return await poll;
	} finally {
		pollsUnderWay.delete(key);
	}
}

async function pollOnce(this: IPollFunctions, triggers: PlatformTriggers): Promise<INodeExecutionData[][] | null> {
	const eventValue = this.getNodeParameter('event') as string;
	const event = triggers.events.find((candidate) => candidate.value === eventValue);
	if (!event) throw new NodeOperationError(this.getNode(), `Unknown event "${eventValue}"`);
	const limits = readLimits(this);
	// A page event's narrowing: a prompt is sent as the watched endpoint's own parameters, a selector to the endpoint
	// that picks a page's parts; either way it is part of the query its state belongs to.
	const narrowing = event.watch.kind === 'page' ? readNarrowing(this, event.watch) : undefined;
	const endpoint = event.watch.kind === 'page' && narrowing ? pageEndpoint(triggers, event, event.watch, narrowing) : watchedEndpoint(triggers, event);
	const forced =
		event.watch.kind === 'new' ? { ...event.watch.newestFirst } : event.watch.kind === 'change' ? { ...event.watch.forced } : event.watch.kind === 'page' && narrowing
				? narrowingParams(event.watch, narrowing, endpoint, watchedEndpoint(triggers, event))
				: {};
	const reader = parameterReader(this, forced);
	// A rank event's domain and depth: read with the other fields, before any request.
	const rank = event.watch.kind === 'rank' ? readRankTarget(this, event.value, event.watch) : undefined;
	// A change event's own settings (an answer's watched domain): read with the other fields, before any request.
	const settings = event.watch.kind === 'change' && event.watch.settings ? event.watch.settings.read((name) => this.getNodeParameter(name, ''), refusal(this)) : undefined;
	// The user's fields as an action node reads them, wanting Max Records per Poll where the list is paged (a rank event
	// its Results to Check).
	const entered = operationInput(endpoint, readParameterValues(reader, endpoint, 0), readSimplify(reader, endpoint, 0), isPaged(endpoint) ? (rank?.depth ?? limits.maxRecords) : Infinity);
	const query = queryKey(event, endpoint, entered, narrowing, rank, settings);

	const manual = this.getMode() === 'manual';
	const staticData = this.getWorkflowStaticData('node');
	const stored = staticData.watch as WatchState | undefined;
	// A state made for another query (the search was edited) is no state: this poll seeds again.
	const saved = stored?.query === query ? stored : undefined;

	// Every request, retry and wait of this poll within POLL_TIME_BUDGET_MS, and its credits within Max Credits per Poll.
	const ledger = new PollLedger(limits.maxCredits);
	const send = await connectEndpoint(this, 0, triggers.platform.platform, endpoint, ledger);
	const input = await resolvedOnce(entered, send, staticData, manual).catch((error: unknown) => {
		throw asNodeError(this, ledger.explained(error));
	});
	const context: PollContext = { ctx: this, endpoint, input, query, saved, manual, limits };

	if (event.watch.kind === 'page') {
		const { emitExisting } = limits;
		const page = { watch: event.watch, narrowing: narrowing ?? { part: 'page' as const } };
		return await pollPage({ ctx: this, ...page, endpoint, input, query, saved, manual, emitExisting, ledger, send, staticData });
	}
	if (event.watch.kind === 'change') {
		const collected = await collectRecords(endpoint, input, send);
		throwIfFailed(this, collected, ledger);
		return changePoll(context, event.watch, collected.records, staticData, settings);
	}
	if (event.watch.kind === 'rank') {
		const target = rank ?? readRankTarget(this, event.value, event.watch);
		const collected = await collectRecords(endpoint, input, send);
		throwIfFailed(this, collected, ledger);
		// A ranking from part of the results would say the domain left when it was only not read: no event, no state.
		if (collected.failure) throw refusal(this)(`Max Credits per Poll (${limits.maxCredits}) does not pay for the ${target.depth} results to check: raise it in Poll Options, or check fewer results`);
		const { watch } = event;
		return rankPoll({
			watch,
			target,
			searched: input.query?.[watch.queryParam],
			records: collected.records,
			query,
			saved,
			manual,
			emitExisting: limits.emitExisting,
			staticData,
			shape: (record) => shaped(endpoint, input, record),
		});
	}

	const watch = event.watch;
	const seen = new Set(saved?.seen ?? []);
	// A test or a first poll reads one page, or as many as the existing records to emit need; a later poll pages until
	// it reaches records it knows. Where new records may show anywhere, every poll but a test reads up to Max Records.
	const seeding = manual || saved === undefined;
	const wanted = manual ? TEST_SAMPLE_SIZE : saved === undefined && limits.emitExisting ? Math.max(limits.maxExisting, limits.maxRecords) : limits.maxRecords;
	// A poll stops only at a record it has seen by ID (and not pinned atop the list), never at one merely dated before the floor.
	const reachedKnown = (page: IDataObject[]): boolean => {
		if (manual) return page.length > 0;
		if (watch.anywhere) return false;
		if (saved === undefined) return page.length > 0 && !limits.emitExisting;
		return page.some((record) => isKnownGround(record, watch, seen));
	};
	const paging = pagesWithinCredits(endpoint, limits.maxCredits, wanted, seeding ? undefined : firstLookRecords(endpoint));
	const collected = await collectRecords(endpoint, { ...input, maxRecords: paging.maxRecords }, send, {
		stopAfter: reachedKnown,
		firstPageRecords: paging.firstPageRecords,
	});
	// A later poll that could not finish its pages still emits the new records it read (below); with none, it throws.
	const unfinished = saved !== undefined && !manual && collected.records.length > 0 && isUnfinished(collected);
	if (!unfinished) throwIfFailed(this, collected, ledger);
	const records = identified(watch.flatten ? watch.flatten(collected.records) : collected.records, watch);
	// A tree (Reddit comments) is simplified as the action node does it, the tree first and then flattened, so each
	// simplified record keeps its depth, parent and reply count, and has no emptied `replies`.
	const simplify = input.simplify ? endpoint.simplify : undefined;
	const simplifiedFlat =
		watch.flatten && simplify
			? new Map(watch.flatten(collected.records.map((record) => simplify(record))).map((record) => [recordId(record, watch), record]))
			: undefined;
	const shape = (record: IDataObject) => simplifiedFlat?.get(recordId(record, watch)) ?? shaped(endpoint, input, record);

	if (manual) {
		return toItems(records.slice(0, TEST_SAMPLE_SIZE).map(({ record }) => shape(record)));
	}
	if (watch.anywhere && !unfinished && collected.records.length >= wanted) {
		this.logger.warn(
			`ScrapeBadger trigger "${this.getNode().name}": the list holds ${wanted} records or more, all this poll may read (Max Records per Poll); records added beyond them are not seen. Raise Max Records per Poll (up to ${MAX_RECORDS_PER_POLL}).`,
		);
	}
	if (saved === undefined) {
		staticData.watch = advance(undefined, query, records, watch);
		if (!limits.emitExisting) return null;
		// Oldest first, as they would have come one poll at a time.
		return toItems(records.slice(0, limits.maxExisting).reverse().map(({ record }) => shape(record)));
	}

	const fresh = records.filter(({ record }) => isNew(record, watch, saved, seen));
	// Oldest first: a newest-first list's new records reversed; where they may be anywhere, in the list's own order.
	const emitted = watch.anywhere ? fresh : [...fresh].reverse();
	if (unfinished) {
		this.logger.warn(
			`ScrapeBadger trigger "${this.getNode().name}": this poll could not read all its pages (${unfinishedReason(collected, ledger)}); it emits the ${fresh.length} new records it read, and the next poll reads again what this one could not check.`,
		);
		// A list read whole each poll loses nothing by keeping what was read; a newest-first list keeps its ground.
		staticData.watch = watch.anywhere ? advance(saved, query, records, watch) : withEmitted(saved, fresh.map(({ id }) => id));
		return toItems(emitted.map(({ record }) => shape(record)));
	}
	const reachedKnownGround = records.some(({ record }) => isKnownGround(record, watch, seen));
	if (!watch.anywhere && !reachedKnownGround && records.length > 0) {
		this.logger.warn(
			`ScrapeBadger trigger "${this.getNode().name}": this poll reached its limit (${limits.maxRecords} records, ${limits.maxCredits} credits) before the records it had seen; older new records are skipped. Poll more often or raise Max Records or Max Credits per Poll.`,
		);
	}
	staticData.watch = advance(saved, query, records, watch);
	return toItems(emitted.map(({ record }) => shape(record)));
}

/**
 * The input with its handles or names (a YouTube @handle) turned into IDs: resolved on the first poll and kept in the
 * node's static data, so later polls skip the resolving request (2 credits on YouTube) until the field is edited. A
 * test event resolves and keeps nothing.
 */
async function resolvedOnce(input: OperationInput, send: Requester, staticData: IDataObject, manual: boolean): Promise<OperationInput> {
	const resolutions = input.resolutions ?? [];
	if (resolutions.length === 0) return input;
	const key = JSON.stringify(resolutions.map(({ param, query }) => [param.name, query]));
	const kept = staticData.resolved as { key: string; values: Record<string, string> } | undefined;
	const values = kept?.key === key ? kept.values : await resolvePathValues(input, send);
	if (!manual) staticData.resolved = { key, values };
	return { ...input, pathValues: { ...input.pathValues, ...values }, resolutions: [] };
}

/** What the steps of one poll after its requests share. */
interface PollContext {
	ctx: IPollFunctions;
	endpoint: EndpointDescriptor;
	input: OperationInput;
	query: string;
	saved: WatchState | undefined;
	manual: boolean;
	limits: PollLimits;
}

/** A poll's paging ended by a failure or by its time limit, not by the list, its ground, or its credit cap. */
const isUnfinished = (collected: CollectedRecords): boolean =>
	collected.failure !== undefined && !(collected.failure.reason instanceof CreditBudgetReached);

function unfinishedReason(collected: CollectedRecords, ledger: PollLedger): string {
	const reason = ledger.explained(collected.failure?.reason);
	return reason instanceof Error ? reason.message : String(reason);
}

/**
 * A poll that failed, or ran out of time, before reading any record throws, on a test, a first poll or any later one:
 * on a test or at activation n8n shows the error; later, n8n records a failed execution and, where its scheduler backs
 * off (n8n-io/n8n#35707), waits as the error's declared class says (see declarePollFailure), so an invalid key or an
 * exhausted balance does not fail every tick unseen. The saved state is left as it was, so the next poll reads the same
 * records again and loses none. Reaching the credit cap is no failure: the pages read until then count.
 */
function throwIfFailed(ctx: IPollFunctions, collected: CollectedRecords, ledger: PollLedger): void {
	const reason = collected.failure?.reason;
	if (reason instanceof CreditBudgetReached && collected.records.length === 0) {
		// Not one page fits: no poll could ever read anything, so this is the setup to fix, not a bad minute.
		throw refusal(ctx)(`Max Credits per Poll (${reason.budget}) is below what one request of this event can cost: raise it in Poll Options`);
	}
	if (reason === undefined || reason instanceof CreditBudgetReached) return;
	throw asNodeError(ctx, ledger.explained(reason));
}

/** A change event: the record, the watched fields' previous and current values, and which of them changed. */
function changePoll(
	context: PollContext,
	watch: ChangeWatch,
	records: IDataObject[],
	staticData: IDataObject,
	settings?: IDataObject,
): INodeExecutionData[][] | null {
	const { ctx, endpoint, input, query, saved, manual, limits } = context;
	const record = watch.summary && records.length > 0 ? watch.summary(records, settings) : records[0];
	const fields = settings && watch.compared ? watch.compared(settings) : watch.fields;
	if (record === undefined) {
		throw new NodeOperationError(ctx.getNode(), `ScrapeBadger returned no ${endpoint.name.replace(/^Get /, '').toLowerCase()} record to watch`);
	}
	const current = watchedValues(record, fields);
	const previous = saved?.values;
	const event = (changed: string[], before: IDataObject | null): IDataObject => ({
		changedFields: changed,
		previous: before,
		current,
		record: watch.summary ? record : shaped(endpoint, input, record),
	});
	if (manual) return toItems([event(previous ? changedFields(previous, current, fields) : [], previous ?? null)]);
	staticData.watch = { query, values: current } satisfies WatchState;
	if (!previous) return limits.emitExisting ? toItems([event([], null)]) : null;
	const changed = changedFields(previous, current, fields);
	return changed.length === 0 ? null : toItems([event(changed, previous)]);
}
