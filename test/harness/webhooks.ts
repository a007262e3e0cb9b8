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
import { additionalDataFor, credentialedNode, nodeTypes } from './n8n';

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
	/** What the node logged. */
	logs: Array<{ level: string; message: string }>;
	close(): Promise<void>;
}

const PACKAGE = packageJson.name;

export async function startWebhookTrigger(options: WebhookTriggerOptions): Promise<WebhookTrigger> {
	const type = `${PACKAGE}.${options.node}`;
	const nodeType = nodeTypes.getByNameAndVersion(type);
	const requests: WebhookRequestRecord[] = [];
	const executions: INodeExecutionData[][] = [];
	const logs: Array<{ level: string; message: string }> = [];
	const node: INode = { ...credentialedNode(options.nodeId ?? 'c0ffee00-0000-4000-8000-000000000001', 'X Stream', type, options.parameters), webhookId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
	const workflow = new Workflow({
		id: options.workflowId ?? 'wf-stream-1',
		name: 'Stream test',
		nodes: [node],
		connections: {},
		active: options.mode === 'trigger',
		nodeTypes,
		staticData: structuredClone(options.staticData ?? {}),
		settings: { executionOrder: 'v1' },
	});
	const workflowNode = workflow.getNode(node.name)!;

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			void answer(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
				if (!res.headersSent) res.writeHead(500).end(String(error));
			});
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = options.webhookBaseUrl ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
		const context = capture(
			new WebhookContext(workflow, workflowNode, { ...additionalData, httpRequest: request, httpResponse: response } as never, executeMode, webhookData, [], null),
		);
		const result = await nodeType.webhook!.call(context);
		if (result.noWebhookResponse) return;
		const items = result.workflowData?.[0] ?? null;
		if (items) {
			record.emitted = items;
			executions.push(items);
		}
		response.status(200).json({ message: 'Workflow was started' });
	}

	const hookContext = () => capture(new HookContext(workflow, workflowNode, additionalData, executeMode, options.mode === 'manual' ? 'manual' : 'activate', webhookData));
	const methods = nodeType.webhookMethods!.default!;
	return {
		url,
		workflow,
		requests,
		executions,
		logs,
		async activate() {
			if (await methods.checkExists.call(hookContext())) return false;
			await methods.create.call(hookContext());
			return true;
		},
		async deactivate() {
			await methods.delete.call(hookContext());
		},
		async call(method) {
			return await methods[method].call(hookContext());
		},
		staticData() {
			const copy = JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject;
			delete copy.__dataChanged;
			return copy;
		},
		async close() {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
