import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { paramField } from '../shared/fields';
import { createSubscription, deleteSubscription, receiveDelivery, subscriptionExists, TRIGGER_PARAMS } from './x.stream-trigger';

const accounts = { show: { mode: ['accounts'] } };
const search = { show: { mode: ['search'] } };

export class ScrapeBadgerXStreamTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger X Stream Trigger',
		name: 'scrapeBadgerXStreamTrigger',
		icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["mode"] === "search" ? "Search: " + $parameter["query"] : "Accounts"}}',
		description:
			"Starts the workflow the moment ScrapeBadger's X stream finds a new tweet of the accounts you watch or matching your search: the service does the watching and pushes each tweet to this node's webhook",
		defaults: { name: 'ScrapeBadger X Stream Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'x-stream' }],
		properties: [
			{
				displayName:
					'Billed by ScrapeBadger while the workflow is active, also when no tweet comes. Accounts: each watched account per day (n8n\'s log shows the daily price when the workflow is activated). Search: every check, per check that finds nothing and per tweet found, so a shorter interval costs more. Deactivating the workflow deletes the monitor or rule and stops the billing. n8n\'s webhook URL must be HTTPS.',
				name: 'costNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Watch',
				name: 'mode',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Accounts', value: 'accounts', description: 'New tweets of up to 100 accounts (a stream monitor): about instant' },
					{ name: 'Search', value: 'search', description: 'New tweets matching an X search, checked at the interval you set (a filter rule)' },
				],
				default: 'accounts',
			},
			{ ...paramField({ ...TRIGGER_PARAMS.usernames, displayName: 'Accounts' }), displayOptions: accounts },
			{ ...paramField(TRIGGER_PARAMS.filter_types), displayOptions: accounts },
			{ ...paramField(TRIGGER_PARAMS.query), displayOptions: search },
			{ ...paramField(TRIGGER_PARAMS.interval_seconds), displayOptions: search },
			{ ...paramField(TRIGGER_PARAMS.max_results_per_poll), displayOptions: search },
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: false,
				description: 'Whether to return the flat tweet the X node gives with Simplify instead of the full tweet with its delivery details',
			},
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await subscriptionExists(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createSubscription(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteSubscription(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receiveDelivery(this);
	}
}
