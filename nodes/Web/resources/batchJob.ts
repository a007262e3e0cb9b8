import type { ResourceDescriptor } from '../../shared/descriptor';
import { batchJobId, completionTimeout, urlsParam, waitForCompletion } from '../web.params';
import { batchOutput, PRICES } from '../web.records';

/** What the docs do not say of batch jobs, said once for both operations. */
const UNDOCUMENTED =
	'ScrapeBadger\'s docs give batch jobs no page of their own: the node sends only the URLs, as its CLI documents (web batch <url1> <url2>...), and reads the job\'s status and per-URL results. Pages come in the service\'s default format (HTML); for Markdown, use Page > Scrape, which runs many input items side by side.';

/**
 * Many URLs in one job. The body takes the URLs as one list (the CLI's `web batch <url1> <url2>...`), so one input
 * item is one job, its URLs in one field: its output items, one per URL, stay paired to the item that asked for them,
 * and a list built by an earlier node goes in with an expression. Many input items make as many jobs, run side by side.
 */
export const batchJob: ResourceDescriptor = {
	value: 'batchJob',
	name: 'Batch Job',
	description: 'Many URLs scraped in one job: submitted, waited for, read later',
	endpoints: [
		{
			operation: 'submit',
			name: 'Submit',
			action: 'Submit a batch of URLs',
			description:
				'Scrape many URLs in one job. With Wait for Completion (the default) the node waits for the job, reading its status at growing intervals within the Time-Out, then outputs one item per URL (a URL that failed is an item with error, the others go on); a job still running at the Time-Out is output with its ID and status.',
			notice: UNDOCUMENTED,
			method: 'POST',
			path: '/v1/web/batch',
			params: [urlsParam, waitForCompletion, completionTimeout],
			credits: 0,
			creditsPerRecord: PRICES.browser,
			creditsAssumed: true,
			priceText:
				'ScrapeBadger states no price for batch jobs: the Credit Budget holds 5 credits per URL (a browser scrape, the most an Auto scrape costs) and counts what the service reports. Reading the job\'s status is assumed free.',
			paging: { kind: 'none' },
			output: batchOutput,
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a batch job',
			description:
				'Read a batch job by its ID: one item per URL once it is finished (a URL that failed is an item with error), else one item with its status and progress.',
			notice: UNDOCUMENTED,
			method: 'GET',
			path: '/v1/web/batch/{job_id}',
			params: [batchJobId],
			credits: 0,
			creditsAssumed: true,
			paging: { kind: 'none' },
			output: batchOutput,
		},
	],
};
