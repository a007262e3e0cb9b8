/**
 * The node classes n8n loads. Every platform's action node and polling trigger are the same class but for their name,
 * icon, description text and descriptor, so they are made here. n8n requires each registered `.node.js` file and
 * instantiates the export named like the file, so each class keeps a small file of its own:
 * `export class ScrapeBadgerAmazon extends actionNode({ ... }) {}`.
 */
import type { IconFile, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { PlatformDescriptor } from './descriptor';
import { executePlatform } from './execute';
import { buildProperties } from './fields';
import { buildListSearch } from './lists';
import { CREDENTIAL_TYPE } from './transport/request';
import { buildTriggerProperties } from './trigger/fields';
import { pollPlatform } from './trigger/poll';
import type { PlatformTriggers } from './trigger/watch';

/** What sets one node apart from the others. */
interface NodeIdentity {
	/** Also the name of a new node on the canvas. */
	displayName: string;
	name: string;
	/** Icon files beside the node file, for the light and the dark theme. */
	icon: { light: IconFile; dark: IconFile };
	description: string;
}

type NodeClass = new () => INodeType;

/** What sets action nodes apart from triggers in their description. */
interface NodeKind {
	group: INodeTypeDescription['group'];
	subtitle: string;
	/** `usableAsTool` of an action node, `polling` of a trigger. */
	flags: Pick<INodeTypeDescription, 'usableAsTool' | 'polling'>;
	inputs: INodeTypeDescription['inputs'];
}

/** A node's description: built for each instance, as n8n's loader changes the description it is given (the icon). */
function nodeDescription(identity: NodeIdentity, kind: NodeKind, properties: INodeTypeDescription['properties']): INodeTypeDescription {
	return {
		displayName: identity.displayName,
		name: identity.name,
		icon: { light: identity.icon.light, dark: identity.icon.dark },
		group: kind.group,
		version: 1,
		subtitle: kind.subtitle,
		description: identity.description,
		defaults: { name: identity.displayName },
		...kind.flags,
		inputs: kind.inputs,
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties,
	};
}

/** A platform's action node: its resources and operations, run by the engine, and usable as an AI Agent's tool. */
export function actionNode(identity: NodeIdentity & { platform: PlatformDescriptor }): NodeClass {
	const { platform } = identity;
	return class implements INodeType {
		description = nodeDescription(
			identity,
			{
				group: ['input'],
				subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
				flags: { usableAsTool: true },
				inputs: [NodeConnectionTypes.Main],
			},
			buildProperties(platform),
		);

		// Every action node has the same methods, whether or not its descriptor names a pick list today.
		methods = { listSearch: buildListSearch(platform) };

		async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
			return await executePlatform.call(this, platform);
		}
	};
}

/** A platform's polling trigger: its events, each watching one endpoint for what is new or changed. */
export function pollingTrigger(identity: NodeIdentity & { triggers: PlatformTriggers }): NodeClass {
	const { triggers } = identity;
	return class implements INodeType {
		description = nodeDescription(
			identity,
			{ group: ['trigger'], subtitle: '={{$parameter["event"]}}', flags: { polling: true }, inputs: [] },
			buildTriggerProperties(triggers),
		);

		methods = { listSearch: buildListSearch(triggers.platform) };

		async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
			return await pollPlatform.call(this, triggers);
		}
	};
}
