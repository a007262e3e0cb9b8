import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { appStore } from './appstore.descriptor';

export class ScrapeBadgerAppStore implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger App Store',
		name: 'scrapeBadgerAppStore',
		icon: { light: 'file:appstore.svg', dark: 'file:appstore.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Apple's App Store through the ScrapeBadger API: app searches, apps in full (rating, price, version, in-app purchases), customer reviews, developers' apps, the top charts, genres and storefronts",
		defaults: { name: 'ScrapeBadger App Store' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(appStore),
	};

	methods = { listSearch: buildListSearch(appStore) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, appStore, { continueOnFail: this.continueOnFail() });
	}
}
