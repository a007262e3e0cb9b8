import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { linkedin } from './linkedin.descriptor';

export class ScrapeBadgerLinkedIn implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger LinkedIn',
		name: 'scrapeBadgerLinkedIn',
		icon: { light: 'file:linkedin.svg', dark: 'file:linkedin.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read LinkedIn's public pages through the ScrapeBadger API: job searches and jobs, companies and their openings, member profiles, posts, articles, schools, Learning courses and place or company IDs",
		defaults: { name: 'ScrapeBadger LinkedIn' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(linkedin),
	};

	methods = { listSearch: buildListSearch(linkedin) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, linkedin, { continueOnFail: this.continueOnFail() });
	}
}
