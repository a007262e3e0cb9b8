import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { facebook } from './facebook.descriptor';

export class ScrapeBadgerFacebook implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Facebook',
		name: 'scrapeBadgerFacebook',
		icon: { light: 'file:facebook.svg', dark: 'file:facebook.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Facebook's public pages through the ScrapeBadger API: Pages, groups, posts and their comments, Marketplace listings, profiles and the Ad Library",
		defaults: { name: 'ScrapeBadger Facebook' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(facebook),
	};

	methods = { listSearch: buildListSearch(facebook) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, facebook, { continueOnFail: this.continueOnFail() });
	}
}
