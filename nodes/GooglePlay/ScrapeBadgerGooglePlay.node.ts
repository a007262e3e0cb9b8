import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { googlePlay } from './googleplay.descriptor';

export class ScrapeBadgerGooglePlay implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Google Play',
		name: 'scrapeBadgerGooglePlay',
		icon: { light: 'file:googleplay.svg', dark: 'file:googleplay.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read the Google Play Store through the ScrapeBadger API: app searches, apps in full (rating, installs, price, version), reviews, permissions, similar apps, developers' apps, categories, top charts and the storefronts",
		defaults: { name: 'ScrapeBadger Google Play' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(googlePlay),
	};

	methods = { listSearch: buildListSearch(googlePlay) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, googlePlay, { continueOnFail: this.continueOnFail() });
	}
}
