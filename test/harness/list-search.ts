/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-require-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Calls a node's list-search method the way n8n's editor does (its DynamicNodeParametersService): an
 * n8n-core LoadOptionsContext over a workflow holding the node with the parameters the user has set,
 * the credential served by a credentials helper that applies the credential's own `authenticate`.
 */
import { LoadOptionsContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	IHttpRequestOptions,
	INode,
	INodeListSearchResult,
	INodeParameters,
	INodeType,
	IWorkflowExecuteAdditionalData,
	Workflow as WorkflowType,
} from 'n8n-workflow';
import { ICredentialsHelper, Workflow } from 'n8n-workflow';
import { resolve } from 'node:path';

import packageJson from '../../package.json';

function loadExported<T>(distPath: string): T[] {
	const source = resolve(__dirname, '../..', distPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
	return Object.values(require(source) as Record<string, new () => T>).map((Class) => new Class());
}

const credentialTypes = packageJson.n8n.credentials.flatMap((path) => loadExported<ICredentialType>(path));
const nodeTypes = packageJson.n8n.nodes.flatMap((path) => loadExported<INodeType>(path));

class CredentialsFromTest extends ICredentialsHelper {
	constructor(private readonly data: ICredentialDataDecryptedObject) {
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
		const authenticate = credentialTypes.find((type) => type.name === typeName)?.authenticate;
		if (!authenticate || typeof authenticate === 'function') throw new Error(`No generic authenticate for ${typeName}`);
		const headers = { ...(requestOptions.headers ?? {}) };
		for (const [name, value] of Object.entries(authenticate.properties.headers ?? {})) {
			headers[name] = workflow.expression.getSimpleParameterValue(node, String(value), 'internal', { $credentials: credentials }, undefined, '');
		}
		return { ...requestOptions, headers };
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<never> {
		throw new Error('not used by these nodes');
	}

	async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
		return { ...this.data };
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string) {
		return credentialTypes.find((candidate) => candidate.name === type)?.properties ?? [];
	}
}

export interface ListSearchOptions {
	/** Node name as registered, e.g. `scrapeBadgerAmazon`. */
	node: string;
	method: string;
	/** The node's parameters as set in the editor when the list is opened. */
	parameters: INodeParameters;
	filter?: string;
	credentials: { apiKey: string; baseUrl: string };
}

export async function listSearch(options: ListSearchOptions): Promise<INodeListSearchResult> {
	const nodeType = nodeTypes.find((candidate) => candidate.description.name === options.node);
	const search = nodeType?.methods?.listSearch?.[options.method];
	if (!nodeType || !search) throw new Error(`${options.node} has no list-search method ${options.method}`);
	const type = `${packageJson.name}.${options.node}`;
	const node: INode = {
		id: 'node',
		name: 'ScrapeBadger',
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters: options.parameters,
		credentials: { [credentialTypes[0].name]: { id: 'cred-1', name: 'ScrapeBadger test' } },
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: {
			getByName: () => nodeType,
			getByNameAndVersion: () => nodeType,
			getKnownTypes: () => ({}),
		},
	});
	const additionalData = {
		credentialsHelper: new CredentialsFromTest(options.credentials),
		currentNodeParameters: options.parameters,
		restApiUrl: 'http://127.0.0.1/rest',
		instanceBaseUrl: 'http://127.0.0.1/',
		webhookBaseUrl: 'http://127.0.0.1/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1/webhook-test',
		formWaitingBaseUrl: 'http://127.0.0.1/form-waiting',
		variables: {},
	} as unknown as IWorkflowExecuteAdditionalData;
	const context = new LoadOptionsContext(workflow, node, additionalData, `parameters.${options.method}`);
	return await search.call(context, options.filter);
}
