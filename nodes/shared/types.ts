/**
 * The shapes the engine's modules hand each other: what an item asks of an endpoint, where a list stopped, what paging
 * collected, how hard requests try. Kept here, apart from the code that makes or reads them, so a module that only
 * names one of these shapes does not depend on the module that makes it (and no two modules depend on each other).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { LocatorParam } from './descriptor';

export type QueryValue = string | number | boolean;

/**
 * What reading a node's parameters needs: an action node's execute context, or a trigger's poll context seen
 * through the parameters it sets itself (a forced sort, its per-poll record cap).
 */
export type ParameterReader = Pick<IExecuteFunctions, 'getNode' | 'getNodeParameter'>;

/** A locator value the service must turn into an ID first: the request that does it. */
export interface Resolution {
	param: LocatorParam;
	query: Record<string, string>;
}

/** Everything one item asks of one endpoint, checked and ready to send. */
export interface OperationInput {
	/** The path template to call when a parameter chose another than the endpoint's own (a URL sent whole). */
	pathTemplate?: string;
	/** Path values still to be looked up by another endpoint before the request (a YouTube @handle). */
	resolutions?: Resolution[];
	pathValues: Record<string, string>;
	query: Record<string, QueryValue>;
	/** Values of `in: 'body'` parameters, for a POST read; absent for GETs. */
	body?: Record<string, QueryValue>;
	/** Values of `in: 'node'` parameters: they shape the output and are never sent. */
	nodeValues: Record<string, QueryValue>;
	simplify: boolean;
	/** Records wanted: Infinity for Return All or for unpaged endpoints. */
	maxRecords: number;
}

/** Where paging stopped, so a user can resume from exactly there. */
export interface ResumePoint {
	param: string;
	value: QueryValue;
}

/**
 * What paging produced. A failure after some pages keeps the records already fetched next to it,
 * so they are output or counted in the error instead of silently dropped.
 */
export interface CollectedRecords {
	records: IDataObject[];
	failure?: { reason: unknown; resumeAt: ResumePoint | undefined };
	/** Paging stopped at the service's last page (`lastPage`) while the list went on. */
	stoppedAtLastPage?: boolean;
	/**
	 * Where the list goes on after the records returned, when they end at a page's end (an AI tool call hands it back to
	 * the model). Undefined when the list ended, or when the limit cut a page short (a token would skip the rest).
	 */
	next?: ResumePoint;
	/**
	 * Where the last page read starts, and how many of its first records were left out (a resume inside it): a tool
	 * result that cannot hold all of a page's records resumes at the first one it leaves out.
	 */
	pageRead?: { at: ResumePoint; skipped: number };
}

/** How hard one request tries, and how much one execution of the node may spend. */
export interface RequestPolicy {
	/** Attempts per request, the first included. */
	maxAttempts: number;
	/** Longest total wait between the attempts of one request (backoff and Retry-After). */
	maxWaitMs: number;
	/** Longest wait for one answer. */
	timeoutMs: number;
	/**
	 * `timeoutMs` is a poll's time left (trigger/bounds.ts): an operation's own Timeout (an answer engine's) may shorten
	 * the wait, never lengthen it past the poll's limit.
	 */
	pollBound?: true;
	/** Credits one execution of the node may spend; 0 means no cap. */
	creditBudget: number;
	/** Adds a `_meta` object (credits, requests, resume point) to every output item. */
	includeMeta: boolean;
	/** Most requests in flight at once across the execution's items and pages. */
	concurrency: number;
}
