/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-require-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Runs the package's nodes through n8n's own execution engine (n8n-core's WorkflowExecute):
 * real parameter and expression resolution, real `httpRequestWithAuthentication` over HTTP, and the
 * credential's declarative `authenticate` applied the way n8n's CLI applies it.
 */
import { Container } from '@n8n/di';
import { ExecutionLifecycleHooks, LoadOptionsContext, PollContext, WorkflowExecute } from 'n8n-core';
// Not re-exported by n8n-core's index; jest needs it to stop the interval it keeps.
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';
// Not re-exported either: the service n8n's ActiveWorkflows calls for every poll of a polling trigger.
import { TriggersAndPollers } from 'n8n-core/dist/execution-engine/triggers-and-pollers';
import type {
	ExecutionError,
	ICredentialDataDecryptedObject,
	ICredentialType,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeExecutionData,
	INodeListSearchResult,
	INodeParameters,
	INodeType,
	INodeTypes,
	IRun,
	IWorkflowExecuteAdditionalData,
	Workflow as WorkflowType,
} from 'n8n-workflow';
import { ICredentialsHelper, Workflow } from 'n8n-workflow';
import { resolve } from 'node:path';

import packageJson from '../../package.json';

const PACKAGE = packageJson.name;

/**
 * The compiled path package.json registers, mapped back to its TypeScript source. The extension is
 * explicit: `X.node` alone would resolve to the codex file `X.node.json` under plain Node resolution.
 */
function sourceOf(distPath: string): string {
	return resolve(__dirname, '../..', distPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
}

function loadExported<T>(distPaths: string[]): T[] {
	return distPaths.flatMap((distPath) =>
		Object.values(require(sourceOf(distPath)) as Record<string, new () => T>).map((Class) => new Class()),
	);
}

/** Exactly the nodes and credentials package.json registers, so a registration mistake fails the tests. */
const packageNodes = loadExported<INodeType>(packageJson.n8n.nodes);
const packageCredentials = loadExported<ICredentialType>(packageJson.n8n.credentials);

/** A start node that emits the test's input items, standing in for whatever precedes our node in a workflow. */
const INPUT_NODE_TYPE = 'test.inputItems';
class InputItems implements INodeType {
	description = {
		displayName: 'Input Items',
		name: INPUT_NODE_TYPE,
		group: ['input'],
		version: 1,
		description: 'Emits the items given in its parameter',
		defaults: { name: 'Input Items' },
		inputs: [],
		outputs: ['main'],
		properties: [{ displayName: 'Items', name: 'items', type: 'json' as const, default: '[]' }],
	} as INodeType['description'];

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = JSON.parse(this.getNodeParameter('items', 0) as string) as IDataObject[];
		return [items.map((json) => ({ json }))];
	}
}

/**
 * A node's AI tool variant, as n8n's loader makes it for `usableAsTool` nodes: the same node under the name
 * `<name>Tool` (which `@tool` display options and the node's own tool mode read). Run here as a plain node whose input
 * item holds the model's arguments, which is how n8n 2.x runs a tool the agent calls and where `$fromAI` reads them.
 */
function toolVariant(node: INodeType): INodeType {
	const variant = Object.create(node) as INodeType;
	variant.description = { ...node.description, name: `${node.description.name}Tool`, displayName: `${node.description.displayName} Tool` };
	return variant;
}

const nodeTypesByName = new Map<string, INodeType>([
	[INPUT_NODE_TYPE, new InputItems()],
	...packageNodes.map((node): [string, INodeType] => [`${PACKAGE}.${node.description.name}`, node]),
	...packageNodes
		.filter((node) => node.description.usableAsTool)
		.map((node): [string, INodeType] => [`${PACKAGE}.${node.description.name}Tool`, toolVariant(node)]),
]);

/**
 * The node type registered under `name` as a new n8n process loads it: its modules again, so what they keep in memory
 * (a webhook trigger's deliveries, say) starts empty, as after a restart.
 */
export function packageNodeTypeInNewProcess(name: string): INodeType {
	let found: INodeType | undefined;
	jest.isolateModules(() => {
		found = loadExported<INodeType>(packageJson.n8n.nodes).find((node) => node.description.name === name);
	});
	if (!found) throw new Error(`Unknown node type ${name}`);
	return found;
}

/** The node type registered under `name` (`scrapeBadgerReddit`, `scrapeBadgerRedditTool`). */
export const packageNodeType = (name: string): INodeType => lookup(`${PACKAGE}.${name}`);

const nodeTypes: INodeTypes = {
	getByName: (type) => lookup(type),
	getByNameAndVersion: (type) => lookup(type),
	getKnownTypes: () => ({}),
};

function lookup(type: string): INodeType {
	const nodeType = nodeTypesByName.get(type);
	if (!nodeType) throw new Error(`Unknown node type ${type}`);
	return nodeType;
}

/** Serves the test's credential data and applies a credential's generic `authenticate` block, as n8n's CLI does. */
class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: ICredentialDataDecryptedObject | undefined) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions,
		workflow: WorkflowType,
		node: INode,
	): Promise<IHttpRequestOptions> {
		const type = packageCredentials.find((candidate) => candidate.name === typeName);
		const authenticate = type?.authenticate;
		if (!authenticate || typeof authenticate === 'function') throw new Error(`No generic authenticate for ${typeName}`);
		const resolveValue = (value: string) =>
			workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '');
		const headers = { ...(requestOptions.headers ?? {}) };
		for (const [name, value] of Object.entries(authenticate.properties.headers ?? {})) {
			headers[name] = resolveValue(String(value));
		}
		return { ...requestOptions, headers };
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<never> {
		throw new Error('not used by these nodes');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		if (!this.data) throw new Error(`No test credential of type ${type}`);
		return { ...this.data };
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string) {
		return packageCredentials.find((candidate) => candidate.name === type)?.properties ?? [];
	}
}

export interface RunNodeOptions {
	/** Node name as registered, e.g. `scrapeBadgerReddit`. */
	node: string;
	parameters: INodeParameters;
	/** Input items; one empty item when absent, as after a Manual Trigger. */
	items?: IDataObject[];
	credentials?: { apiKey: string; baseUrl: string };
	continueOnFail?: boolean;
}

export interface RunNodeResult {
	/** Items on the node's main output (empty when the run failed). */
	items: INodeExecutionData[];
	/** The error that stopped the run, as n8n records it. */
	error?: ExecutionError;
	run: IRun;
}

const NODE_NAME = 'ScrapeBadger';

export async function runNode(options: RunNodeOptions): Promise<RunNodeResult> {
	const nodeType = `${PACKAGE}.${options.node}`;
	const credentialName = packageCredentials[0].name;
	const nodes: INode[] = [
		{
			id: 'input',
			name: 'Input Items',
			type: INPUT_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: { items: JSON.stringify(options.items ?? [{}]) },
		},
		{
			id: 'node',
			name: NODE_NAME,
			type: nodeType,
			typeVersion: 1,
			position: [200, 0],
			parameters: options.parameters,
			credentials: { [credentialName]: { id: 'cred-1', name: 'ScrapeBadger test' } },
			continueOnFail: options.continueOnFail,
		},
	];
	const workflow = new Workflow({
		id: 'test-workflow',
		name: 'test',
		nodes,
		connections: { 'Input Items': { main: [[{ node: NODE_NAME, type: 'main', index: 0 }]] } },
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1' },
	});

	const hooks = new ExecutionLifecycleHooks('manual', 'test-execution', {
		id: 'test-workflow',
		name: 'test',
		active: false,
		isArchived: false,
		activeVersionId: null,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes,
		connections: {},
	});
	const additionalData = additionalDataFor(options.credentials, {
		hooks,
		executionId: 'test-execution',
		currentNodeExecutionIndex: 0,
		logAiEvent: () => {},
	});

	const run = await new WorkflowExecute(additionalData, 'manual').run(workflow, workflow.getNode('Input Items')!);
	const taskData = run.data.resultData.runData[NODE_NAME]?.[0];
	return {
		items: taskData?.data?.main?.[0] ?? [],
		error: run.data.resultData.error,
		run,
	};
}

/**
 * Calls a node's list-search method the way n8n's editor does: an n8n-core LoadOptionsContext over a
 * workflow holding the node with the parameters the user has set, and the test credential.
 */
export interface ListSearchOptions {
	/** Node name as registered, e.g. `scrapeBadgerAmazon`. */
	node: string;
	method: string;
	/** The node's parameters as set in the editor when the list is opened. */
	parameters: INodeParameters;
	filter?: string;
	credentials: { apiKey: string; baseUrl: string };
}

/**
 * What n8n-core gets from the server around a run: the test credential and loopback addresses only (nothing here
 * may reach beyond 127.0.0.1), plus what one kind of run needs on top.
 */
function additionalDataFor(credentials: ICredentialDataDecryptedObject | undefined, extra: IDataObject = {}): IWorkflowExecuteAdditionalData {
	return {
		credentialsHelper: new TestCredentialsHelper(credentials),
		restApiUrl: 'http://127.0.0.1/rest',
		instanceBaseUrl: 'http://127.0.0.1/',
		webhookBaseUrl: 'http://127.0.0.1/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1/webhook-test',
		formWaitingBaseUrl: 'http://127.0.0.1/form-waiting',
		variables: {},
		...extra,
	} as unknown as IWorkflowExecuteAdditionalData;
}

/** A node of the package, on its own in a workflow, with the test credential selected. */
function credentialedNode(id: string, name: string, type: string, parameters: INodeParameters): INode {
	return {
		id,
		name,
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { [packageCredentials[0].name]: { id: 'cred-1', name: 'ScrapeBadger test' } },
	};
}

export async function listSearch(options: ListSearchOptions): Promise<INodeListSearchResult> {
	const type = `${PACKAGE}.${options.node}`;
	const nodeType = lookup(type);
	const search = nodeType.methods?.listSearch?.[options.method];
	if (!search) throw new Error(`${options.node} has no list-search method ${options.method}`);
	const node = credentialedNode('node', 'ScrapeBadger', type, options.parameters);
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
	});
	const additionalData = additionalDataFor(options.credentials, { currentNodeParameters: options.parameters });
	const context = new LoadOptionsContext(workflow, node, additionalData, `parameters.${options.method}`);
	return await search.call(context, options.filter);
}

export interface PollNodeOptions {
	/** Trigger node name as registered, e.g. `scrapeBadgerLeboncoinTrigger`. */
	node: string;
	parameters: INodeParameters;
	credentials: { apiKey: string; baseUrl: string };
	/** `trigger`: a poll of an activated workflow; `manual`: the editor's "Fetch Test Event". */
	mode: 'trigger' | 'manual';
	/** The workflow's static data going into the poll (n8n keeps it with the active workflow). */
	staticData: IDataObject;
}

export interface PollNodeResult {
	/** What the poll emitted: null when it emitted nothing (n8n then starts no execution). */
	emitted: INodeExecutionData[] | null;
	/** The error the poll threw: n8n shows it on a test or at activation, and reports it later. */
	error?: Error;
	/** The workflow's static data after the poll, as a plain copy. */
	staticData: IDataObject;
	/** What the node logged as warnings through n8n's logger. */
	warnings: string[];
}

/**
 * One poll of a trigger node the way n8n's ActiveWorkflows runs it: an n8n-core PollContext over a workflow
 * holding the node (its parameters completed with their defaults by the Workflow, as n8n does), handed to
 * n8n-core's TriggersAndPollers.runPoll.
 */
export async function pollNode(options: PollNodeOptions): Promise<PollNodeResult> {
	const type = `${PACKAGE}.${options.node}`;
	lookup(type);
	const node = credentialedNode('trigger', 'ScrapeBadger Trigger', type, options.parameters);
	const workflow = new Workflow({
		id: 'test-workflow',
		name: 'test',
		nodes: [node],
		connections: {},
		active: options.mode === 'trigger',
		nodeTypes,
		staticData: structuredClone(options.staticData),
		settings: { executionOrder: 'v1' },
	});
	const additionalData = additionalDataFor(options.credentials);
	const workflowNode = workflow.getNode(node.name)!;
	const context = new PollContext(workflow, workflowNode, additionalData, options.mode, options.mode === 'manual' ? 'manual' : 'activate');
	const warnings: string[] = [];
	const logger = context.logger;
	const warn = logger.warn;
	logger.warn = (message: string) => {
		warnings.push(message);
	};
	try {
		const emitted = await Container.get(TriggersAndPollers).runPoll(workflow, workflowNode, context);
		return { emitted: emitted?.[0] ?? null, staticData: plainCopy(workflow.staticData), warnings };
	} catch (error) {
		return { emitted: null, error: error as Error, staticData: plainCopy(workflow.staticData), warnings };
	} finally {
		logger.warn = warn;
	}
}

/** Static data as n8n stores it: JSON, without the change flag its observable object carries. */
function plainCopy(staticData: IDataObject): IDataObject {
	const copy = JSON.parse(JSON.stringify(staticData)) as IDataObject;
	delete copy.__dataChanged;
	return copy;
}

/** A registered node's description, as n8n loads it from the package. */
export function nodeDescription(node: string): INodeType['description'] {
	return lookup(`${PACKAGE}.${node}`).description;
}


/** n8n-core keeps an interval for SSH tunnels; closing it lets jest exit. */
export function shutdownN8n(): void {
	Container.get(SSHClientsManager).onShutdown();
}

/** For the webhook harness (webhooks.ts): the node types, a credentialed node and the additional data of a run. */
export { additionalDataFor, credentialedNode, nodeTypes };
