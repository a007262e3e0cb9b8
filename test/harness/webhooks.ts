/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Runs a webhook trigger of the package the way n8n's server does, with n8n-core's own contexts: activation calls the
 * node's webhookMethods through a HookContext (checkExists, then create when it says false, as n8n's
 * createWebhookIfNotExists does), deactivation its delete; each HTTP request to the node's webhook URL reaches the
 * node's webhook() through a WebhookContext holding the request, its parsed JSON body and its raw bytes (`rawBody`,
 * which n8n keeps for signature checks). The webhook server listens on 127.0.0.1 and answers as n8n does: the node's
 * own answer, or 200 "Workflow was started" when it emitted items (recorded as executions).
 */
import { HookContext, WebhookContext } from 'n8n-core';
import type { IDataObject, INode, INodeExecutionData, INodeParameters, IWebhookData, Workflow as WorkflowType } from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import packageJson from '../../package.json';
import { additionalDataFor, credentialedNode, nodeTypes, packageNodeTypeInNewProcess } from './n8n';

export interface WebhookTriggerOptions {
	/** Trigger node name as registered, e.g. `scrapeBadgerXStreamTrigger`. */
	node: string;
	parameters: INodeParameters;
	credentials: { apiKey: string; baseUrl: string };
	/** `trigger`: an active workflow's production webhook; `manual`: the editor's "Listen for test event". */
	mode: 'trigger' | 'manual';
	/** The workflow's static data when it is activated (a restart hands over what n8n saved). */
	staticData?: IDataObject;
	workflowId?: string;
	/** The node's ID (n8n's node UUID). */
	nodeId?: string;
	/** Overrides the webhook base URLs n8n would give (to test the HTTPS rule). */
	webhookBaseUrl?: string;
	/**
	 * Static data as n8n's server keeps it: each call (a webhook request, a lifecycle method) loads its own copy of what
	 * was saved and saves it whole afterwards if it changed (LiveWebhooks.executeWebhook, addWebhooks). Without it one
	 * Workflow object serves every call, as in a single n8n-core run.
	 */
	staticDataPerCall?: boolean;
	/** Loads the node as a new n8n process does (after a restart): nothing it kept in memory before. */
	newProcess?: boolean;
	/** The webhook server's port: a restarted n8n keeps its address, and so its webhook URLs. */
	port?: number;
}

export interface WebhookRequestRecord {
	status: number;
	body: string;
	/** Items the node emitted for this request (an execution started), or null. */
	emitted: INodeExecutionData[] | null;
}

export interface WebhookTrigger {
	/** The node's webhook URL (production or test). */
	url: string;
	/** The webhook server's port. */
	port: number;
	workflow: WorkflowType;
	/** Every request the webhook got, with n8n's answer. */
	requests: WebhookRequestRecord[];
	/** Items of every execution started, in arrival order. */
	executions: INodeExecutionData[][];
	/** checkExists, then create if needed; what create or checkExists threw is thrown. Resolves to whether create ran. */
	activate(): Promise<boolean>;
	deactivate(): Promise<void>;
	/** One of the node's webhookMethods on its own, for a step n8n may interleave with another (a race). */
	call(method: 'checkExists' | 'create' | 'delete'): Promise<boolean>;
	/** The static data as n8n would save it. */
	staticData(): IDataObject;
	/** With staticDataPerCall: saves wait until released (to make calls save in another order than they ran). */
	holdSaves(): void;
	/** Runs the saves held, in the order given, and saves at once again. */
	releaseSaves(order: 'arrival' | 'reverse'): void;
	/** What the node logged. */
	logs: Array<{ level: string; message: string }>;
	close(): Promise<void>;
}

const PACKAGE = packageJson.name;

export async function startWebhookTrigger(options: WebhookTriggerOptions): Promise<WebhookTrigger> {
	const type = `${PACKAGE}.${options.node}`;
	const nodeType = options.newProcess ? packageNodeTypeInNewProcess(options.node) : nodeTypes.getByNameAndVersion(type);
	const requests: WebhookRequestRecord[] = [];
	const executions: INodeExecutionData[][] = [];
	const logs: Array<{ level: string; message: string }> = [];
	const node: INode = { ...credentialedNode(options.nodeId ?? 'c0ffee00-0000-4000-8000-000000000001', 'X Stream', type, options.parameters), webhookId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
	const workflowParameters = {
		id: options.workflowId ?? 'wf-stream-1',
		name: 'Stream test',
		nodes: [node],
		connections: {},
		active: options.mode === 'trigger',
		nodeTypes,
		settings: { executionOrder: 'v1' as const },
	};
	const workflow = new Workflow({ ...workflowParameters, staticData: structuredClone(options.staticData ?? {}) });
	const workflowNode = workflow.getNode(node.name)!;
	const cleanCopy = (data: IDataObject): IDataObject => {
		const copy = JSON.parse(JSON.stringify(data)) as IDataObject;
		delete copy.__dataChanged;
		return copy;
	};
	// What n8n's database holds in staticDataPerCall mode, and saves waiting to be run.
	let savedStaticData = JSON.stringify(options.staticData ?? {});
	let heldSaves: Array<() => void> | undefined;
	/** The Workflow a call runs with, and what n8n does with its static data afterwards. */
	function callWorkflow(): { workflow: WorkflowType; node: INode; done: () => void } {
		if (!options.staticDataPerCall) return { workflow, node: workflowNode, done: () => {} };
		const own = new Workflow({ ...workflowParameters, staticData: JSON.parse(savedStaticData) as IDataObject });
		const save = () => {
			if (own.staticData.__dataChanged === true) savedStaticData = JSON.stringify(cleanCopy(own.staticData));
		};
		return { workflow: own, node: own.getNode(node.name)!, done: () => (heldSaves ? heldSaves.push(save) : save()) };
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			void answer(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
				if (!res.headersSent) res.writeHead(500).end(String(error));
			});
		});
	});
	await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	const base = options.webhookBaseUrl ?? `http://127.0.0.1:${port}`;
	const additionalData = additionalDataFor(options.credentials, {
		webhookBaseUrl: `${base}/webhook`,
		webhookTestBaseUrl: `${base}/webhook-test`,
	});
	const executeMode = options.mode === 'manual' ? 'manual' : 'webhook';
	const description = nodeType.description.webhooks![0];
	const webhookData: IWebhookData = {
		httpMethod: description.httpMethod as IWebhookData['httpMethod'],
		node: workflowNode.name,
		path: NodeHelpers.getNodeWebhookPath(workflow.id, workflowNode, String(description.path)),
		webhookDescription: description,
		workflowId: workflow.id,
		workflowExecuteAdditionalData: additionalData,
		webhookId: workflowNode.webhookId,
		isTest: options.mode === 'manual',
	};
	const url = `${options.mode === 'manual' ? additionalData.webhookTestBaseUrl : additionalData.webhookBaseUrl}/${webhookData.path}`;

	function capture<T extends { logger: { info: (m: string) => void; warn: (m: string) => void } }>(context: T): T {
		context.logger.info = (message: string) => logs.push({ level: 'info', message });
		context.logger.warn = (message: string) => logs.push({ level: 'warn', message });
		return context;
	}

	async function answer(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer): Promise<void> {
		let parsed: unknown = {};
		try {
			parsed = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : {};
		} catch {
			parsed = {};
		}
		const record: WebhookRequestRecord = { status: 0, body: '', emitted: null };
		requests.push(record);
		// Express's response, as far as a node uses it.
		const response = {
			statusCode: 200,
			status(code: number) {
				this.statusCode = code;
				return this;
			},
			json(body: unknown) {
				this.send(JSON.stringify(body));
				return this;
			},
			send(body: string) {
				record.status = this.statusCode;
				record.body = body;
				res.writeHead(this.statusCode, { 'Content-Type': 'application/json' }).end(body);
				return this;
			},
			end() {
				if (!res.writableEnded) this.send('');
				return this;
			},
		};
		const request = { method: req.method, headers: req.headers, body: parsed, rawBody: raw, query: {}, params: {} };
		const call = callWorkflow();
		const context = capture(
			new WebhookContext(call.workflow, call.node, { ...additionalData, httpRequest: request, httpResponse: response } as never, executeMode, webhookData, [], null),
		);
		const result = await nodeType.webhook!.call(context);
		call.done();
		// Items start an execution whoever answered; n8n answers only when the node did not.
		const items = result.workflowData?.[0] ?? null;
		if (items) {
			record.emitted = items;
			executions.push(items);
		}
		if (!result.noWebhookResponse) response.status(200).json({ message: 'Workflow was started' });
	}

	const methods = nodeType.webhookMethods!.default!;
	async function runMethod(method: 'checkExists' | 'create' | 'delete'): Promise<boolean> {
		const call = callWorkflow();
		const context = capture(new HookContext(call.workflow, call.node, additionalData, executeMode, options.mode === 'manual' ? 'manual' : 'activate', webhookData));
		try {
			return await methods[method].call(context);
		} finally {
			call.done();
		}
	}
	return {
		url,
		port,
		workflow,
		requests,
		executions,
		logs,
		async activate() {
			if (await runMethod('checkExists')) return false;
			await runMethod('create');
			return true;
		},
		async deactivate() {
			await runMethod('delete');
		},
		async call(method) {
			return await runMethod(method);
		},
		staticData() {
			return options.staticDataPerCall ? (JSON.parse(savedStaticData) as IDataObject) : cleanCopy(workflow.staticData);
		},
		holdSaves() {
			heldSaves = [];
		},
		releaseSaves(order) {
			const saves = heldSaves ?? [];
			heldSaves = undefined;
			for (const save of order === 'reverse' ? saves.reverse() : saves) save();
		},
		async close() {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
