/**
 * Requests a webhook trigger makes while n8n sets it up or takes it down (IHookFunctions): the same credential, Base
 * URL and error messages as every other request of the package, with the statuses the lifecycle handles itself (a
 * 404 of something already gone, a 409 of a name taken) handed back instead of thrown.
 */
import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';

import { apiErrorFromStatus } from '../transport/errors';
import { checkCredential, CREDENTIAL_TYPE, sendWithCredential } from '../transport/request';

export type HookContext = IHookFunctions | IWebhookFunctions;

export interface ServiceCall {
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
	/** Path with its parameters already encoded. */
	path: string;
	query?: IDataObject;
	body?: IDataObject;
	/** Statuses returned to the caller instead of thrown (404, 409). */
	expect?: number[];
}

export interface ServiceAnswer {
	status: number;
	body: unknown;
}

/** The credential's Base URL (checked) and key (kept to redact it from errors). */
export async function serviceCredential(ctx: HookContext): Promise<{ baseUrl: string; apiKey: string | undefined }> {
	return checkCredential(ctx.getNode(), await ctx.getCredentials(CREDENTIAL_TYPE));
}

/** Sends one request with the credential applied by n8n; an unexpected status is a NodeApiError without the key. */
export async function callService(ctx: HookContext, call: ServiceCall, platform: string): Promise<ServiceAnswer> {
	const credential = await serviceCredential(ctx);
	const response = await sendWithCredential(ctx, credential, call, 30_000, 0);
	const status = response.statusCode;
	if (status >= 400 && !(call.expect ?? []).includes(status)) {
		throw apiErrorFromStatus(ctx.getNode(), status, response.body, { platform, itemIndex: 0, credits: 0, headers: response.headers ?? {} }, credential.apiKey);
	}
	return { status, body: response.body };
}

export { isLocalUrl } from '../transport/download';
