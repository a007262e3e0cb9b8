/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Files an answer links to on a site's own servers, served by the emulator under /_files as those servers would:
 * without an API key (a node that sends ScrapeBadger's key to them leaks it, and gets a 400 here), 404 for what does
 * not exist. One line per kind of file: where it is and the fixture that makes it.
 */
import type { IncomingHttpHeaders } from 'node:http';

import { captionFile } from './fixtures/tiktok/videos';
import type { PlannedResponse } from './respond';
import { jsonResponse } from './respond';

interface LinkedFileKind {
	path: RegExp;
	contentType: string;
	file(...parts: string[]): string | undefined;
}

const LINKED_FILES: LinkedFileKind[] = [{ path: /^\/tiktok\/subtitles\/(\d+)\.([A-Za-z-]+)\.webvtt$/, contentType: 'text/vtt; charset=utf-8', file: captionFile }];

/** The answer to a GET of `path` (below /_files). */
export function linkedFileResponse(path: string, headers: IncomingHttpHeaders): PlannedResponse {
	if (headers['x-api-key'] !== undefined) return jsonResponse(400, { detail: 'An API key was sent to a file host: it belongs to ScrapeBadger only' });
	for (const kind of LINKED_FILES) {
		const match = kind.path.exec(path);
		const body = match ? kind.file(...match.slice(1)) : undefined;
		if (body !== undefined) return { status: 200, headers: { 'Content-Type': kind.contentType }, body };
	}
	return jsonResponse(404, { detail: 'Not Found' });
}
