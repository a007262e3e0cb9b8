import type { ResourceDescriptor } from '../../shared/descriptor';
import { unblockJobId } from '../web.params';

export const unblockJob: ResourceDescriptor = {
	value: 'unblockJob',
	name: 'Unblock Job',
	description: 'The auto-unblock jobs ScrapeBadger runs to find a way past a site\'s protection',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an auto-unblock job',
			description:
				'Read an auto-unblock job by its ID (a UUID ScrapeBadger hands out when it starts looking for a way past a site\'s protection): its status and the steps it has taken so far.',
			notice: 'ScrapeBadger\'s docs give this endpoint no page of its own: the answer is output as it comes.',
			method: 'GET',
			path: '/v1/web/unblock/{job_id}',
			params: [unblockJobId],
			credits: 0,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
	],
};
