/**
 * Files an answer links to rather than holds (TikTok's caption tracks are WebVTT files on TikTok's servers): fetched
 * with n8n's own HTTP helper and never with the credential, since the API key belongs to ScrapeBadger alone.
 */
import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a URL points at this machine (a local service or emulator), where plain HTTP is fine. */
export const isLocalUrl = (url: string): boolean => URL.canParse(url) && (LOCAL_HOSTS.has(new URL(url).hostname) || new URL(url).hostname.endsWith('.localhost'));

/** The largest linked file read: a caption track is a few kilobytes; anything near this is not one. */
const MAX_DOWNLOAD_BYTES = 5 * 1024 * 1024;

/** Reads a linked file: https only (plain http on this machine), no credential, a bounded size and time. */
export async function downloadLinkedFile(ctx: IExecuteFunctions, url: string, what: string, itemIndex: number): Promise<Buffer> {
	const parsed = URL.canParse(url) ? new URL(url) : undefined;
	if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLocalUrl(url)))) {
		throw new NodeOperationError(ctx.getNode(), `The ${what} link in ScrapeBadger's answer is not an https URL, so it was not downloaded`, { itemIndex, description: `Link given: ${url.slice(0, 200)}` });
	}
	let body: unknown;
	try {
		body = await ctx.helpers.httpRequest({ method: 'GET', url, encoding: 'arraybuffer', timeout: 30_000, json: false });
	} catch (error) {
		const status = (error as { httpCode?: string; response?: { status?: number } }).response?.status ?? (error as { httpCode?: string }).httpCode;
		throw new NodeOperationError(ctx.getNode(), `Could not download the ${what} from ${parsed.host}${status === undefined ? '' : ` (HTTP ${status})`}`, {
			itemIndex,
			description: 'The file is on the site\'s own servers and its links expire after a while: run the node again for a fresh link.',
		});
	}
	const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body as ArrayBuffer);
	if (bytes.length > MAX_DOWNLOAD_BYTES) {
		throw new NodeOperationError(ctx.getNode(), `The ${what} from ${parsed.host} is larger than ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB: not a caption file`, { itemIndex });
	}
	return bytes;
}
