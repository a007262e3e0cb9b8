/** The node-wide Request Options field of every action node, and the request policy read from it. */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkedOptionNumber, refusal } from './checks';
import type { RequestPolicy } from './types';

/** The node-wide "Request Options" collection, shown for every operation of every node. */
export const REQUEST_OPTIONS: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Concurrency',
			name: 'concurrency',
			type: 'number',
			default: 50,
			typeOptions: { minValue: 1, maxValue: 100, numberPrecision: 0 },
			description:
				'Most requests this node sends at once in one execution: input items run side by side, and a few later pages of a list whose page count is known are fetched ahead. Output order stays the input order. Requests are paced to the rate-limit window ScrapeBadger last reported for your key, shared by every execution in this n8n process; requests from other processes (queue-mode workers, other n8n instances) are not counted, and a rate-limit refusal (429) they cause is waited out as ScrapeBadger says and retried.',
		},
		{
			displayName: 'Credit Budget',
			name: 'creditBudget',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0, maxValue: Number.MAX_SAFE_INTEGER, numberPrecision: 0 },
			description:
				'Most credits this node may spend in one execution (0 = no cap). Return All stops cleanly at the cap, outputs what it has and says how to continue.',
		},
		{
			displayName: 'Include Metadata',
			name: 'includeMeta',
			type: 'boolean',
			default: false,
			description:
				'Whether to add a _meta object to every item with the credits and requests its input item used and where paging stopped',
		},
		{
			displayName: 'Max Attempts',
			name: 'maxAttempts',
			type: 'number',
			default: 4,
			typeOptions: { minValue: 1, maxValue: 10, numberPrecision: 0 },
			description:
				'Attempts per request when ScrapeBadger is rate limited (429), fails upstream (500, 502, 503, 504) or cannot be reached. Other errors are never retried.',
		},
		{
			displayName: 'Max Total Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 0, maxValue: 3600 },
			description: 'Longest time one request may spend waiting between attempts (backoff and Retry-After together)',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeoutSeconds',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 1, maxValue: 600 },
			description: 'Longest wait for one answer from ScrapeBadger before the attempt counts as failed',
		},
	],
};

/**
 * A Request Options field by name. Its default and bounds are the ones the run checks, so the panel
 * and the checks cannot drift apart.
 */
export function requestOption(name: string): INodeProperties {
	const field = REQUEST_OPTIONS.options?.find((option) => option.name === name);
	if (!field || !('displayName' in field)) throw new Error(`No Request Option named ${name}`);
	return field as INodeProperties;
}

const defaultOf = (name: string) => requestOption(name).default as number;

/** The policy of requests sent with no Request Options to read (a list search in the editor, a trigger's poll). */
export const DEFAULT_POLICY: RequestPolicy = {
	maxAttempts: defaultOf('maxAttempts'),
	maxWaitMs: defaultOf('maxWaitSeconds') * 1000,
	timeoutMs: defaultOf('timeoutSeconds') * 1000,
	creditBudget: defaultOf('creditBudget'),
	includeMeta: requestOption('includeMeta').default as boolean,
	concurrency: defaultOf('concurrency'),
};

/** The node-wide Request Options, checked like any other input (expressions can bypass the field's bounds). */
export function readPolicy(ctx: IExecuteFunctions, itemIndex: number): RequestPolicy {
	const options = ctx.getNodeParameter('requestOptions', itemIndex, {}) as IDataObject;
	const fail = refusal(ctx, itemIndex);
	const number = (name: string): number => checkedOptionNumber(requestOption(name), options[name], fail);
	return {
		maxAttempts: Math.floor(number('maxAttempts')),
		maxWaitMs: number('maxWaitSeconds') * 1000,
		timeoutMs: number('timeoutSeconds') * 1000,
		creditBudget: number('creditBudget'),
		includeMeta: options.includeMeta === true,
		concurrency: Math.floor(number('concurrency')),
	};
}
