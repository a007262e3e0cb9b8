import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { loopnet } from './loopnet.descriptor';

export class ScrapeBadgerLoopNet implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger LoopNet',
		name: 'scrapeBadgerLoopNet',
		icon: { light: 'file:loopnet.svg', dark: 'file:loopnet.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read LoopNet, the commercial real-estate marketplace, through the ScrapeBadger API: listings for lease, for sale and at auction in its 5 markets, listings in full with spaces and brokers, broker profiles, markets and property types',
		defaults: { name: 'ScrapeBadger LoopNet' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(loopnet),
	};

	methods = { listSearch: buildListSearch(loopnet) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, loopnet, { continueOnFail: this.continueOnFail() });
	}
}
