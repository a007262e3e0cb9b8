import type { ResourceDescriptor } from '../../shared/descriptor';
import { monitorId, STREAM_COSTS, streamIdParam, webhookSecret, webhookUrl } from '../x.stream';
import { deletedOutput, withoutSecretOutput } from '../x.records';

export const streamWebhook: ResourceDescriptor = {
	value: 'streamWebhook',
	name: 'Stream Webhook',
	description: 'Where stream monitors deliver: the webhook of each monitor, and a test delivery',
	endpoints: [
		{
			...STREAM_COSTS,
			operation: 'getAll',
			name: 'Get Many',
			action: 'List monitor webhooks',
			description: 'List the monitors that deliver to a webhook, one item per monitor: URL and whether a secret is set (never the secret).',
			method: 'GET',
			path: '/v1/twitter/stream/webhooks',
			params: [{ ...streamIdParam('monitor_id', 'Monitor ID', 'monitor', 'query'), filter: true }],
			// One answer holds every webhook of the key (a monitor has at most one).
			maxRecordsPerRequest: 100,
			paging: { kind: 'none' },
			records: 'webhooks',
		},
		{
			...STREAM_COSTS,
			operation: 'create',
			name: 'Create',
			action: 'Set the webhook of a monitor',
			description: 'Point a monitor without a webhook at a URL (a monitor that has one is refused: delete it first).',
			method: 'POST',
			path: '/v1/twitter/stream/webhooks',
			params: [streamIdParam('monitor_id', 'Monitor ID', 'monitor', 'body'), { ...webhookUrl, name: 'url', required: true }, { ...webhookSecret, name: 'secret', required: true }],
			paging: { kind: 'none' },
			// The service returns the secret once; the output says only that one is set, like every later answer.
			output: withoutSecretOutput,
		},
		{
			...STREAM_COSTS,
			operation: 'delete',
			name: 'Delete',
			action: 'Remove the webhook of a monitor',
			description: 'Remove a monitor\'s webhook; the monitor stays and keeps billing.',
			method: 'DELETE',
			path: '/v1/twitter/stream/webhooks/{webhook_id}',
			params: [{ ...monitorId, name: 'webhook_id', description: "The monitor whose webhook to remove: the webhook's ID is its monitor's ID" }],
			paging: { kind: 'none' },
			output: deletedOutput('webhook_id'),
		},
		{
			...STREAM_COSTS,
			operation: 'test',
			name: 'Send Test',
			action: 'Send a test delivery to a webhook',
			description: 'The service POSTs a test payload (type "test") to the monitor\'s webhook now and says how your endpoint answered and how fast.',
			method: 'POST',
			path: '/v1/twitter/stream/webhooks/test',
			params: [streamIdParam('monitor_id', 'Monitor ID', 'monitor', 'body')],
			paging: { kind: 'none' },
		},
	],
};
