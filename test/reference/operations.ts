/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- a documentation generator, never shipped */
/**
 * OPERATIONS.md, the full operation reference, written from the endpoint descriptions: per node, each operation's
 * request, paging, credits and output. `npm run reference` rewrites it; a test fails while the committed file differs
 * from what the descriptions give, so the reference cannot drift from the code.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { EndpointDescriptor, PageSize } from '../../nodes/shared/descriptor';
import { creditNote } from '../../nodes/shared/fields';
import { packagePlatforms } from '../harness/platforms';

export const REFERENCE_FILE = join(__dirname, '../../OPERATIONS.md');

const code = (text: string) => `\`${text}\``;

function querySuffix(names: string[]): string {
	return names.length > 0 ? `?${names.join('&')}` : '';
}

/** The request line(s): method, path, the query parameters it may carry; a URL form's path and a followed list's too. */
function requestOf(endpoint: EndpointDescriptor): string {
	const paging = endpoint.paging;
	const names = endpoint.params.filter((param) => param.in === 'query').map((param) => param.name);
	const locator = endpoint.params.find((param) => param.type === 'locator' && param.url.sendTo);
	const followed = paging.kind !== 'none' && paging.kind !== 'page' && paging.followPath ? paging.followPath : undefined;
	if (paging.kind !== 'none') {
		if (followed === undefined && !names.includes(paging.param)) names.push(paging.param);
		if (paging.pageSize && !names.includes(paging.pageSize.param)) names.push(paging.pageSize.param);
	}
	const own = followed ? names.filter((name) => paging.kind === 'none' || name !== paging.param) : names;
	const lines = [code(`GET ${endpoint.path}${querySuffix(own.filter((name) => name !== locator?.name))}`)];
	if (locator?.type === 'locator' && locator.url.sendTo) {
		lines.push(`by URL: ${code(`GET ${locator.url.sendTo.path}?${locator.url.sendTo.param}`)}`);
	}
	if (followed && paging.kind !== 'none') {
		const size = paging.pageSize ? [paging.pageSize.param] : [];
		lines.push(`then ${code(`GET ${followed}${querySuffix([paging.param, ...size])}`)}`);
	}
	return lines.join(', ');
}

function sizeOf(pageSize: PageSize | undefined): string {
	if (!pageSize) return '';
	const sizes = pageSize.choices ? pageSize.choices.join(', ') : `${pageSize.min}-${pageSize.max}`;
	return `; ${sizes} a page (${code(pageSize.param)}, following the Limit)`;
}

function pagingOf(endpoint: EndpointDescriptor): string {
	const paging = endpoint.paging;
	switch (paging.kind) {
		case 'none':
			return 'none';
		case 'page': {
			const ends = [
				paging.totalPagesPath ? `${code(paging.totalPagesPath)} pages` : undefined,
				paging.totalRecordsPath ? `${code(paging.totalRecordsPath)} records` : undefined,
				paging.lastPage !== undefined ? `page ${paging.lastPage}` : undefined,
				'an empty page',
			].filter((end): end is string => end !== undefined);
			return `${code(paging.param)} until ${ends.join(', ')}${sizeOf(paging.pageSize)}`;
		}
		default:
			return `${code(paging.param)} from ${code(paging.nextPath)} until it is empty${sizeOf(paging.pageSize)}`;
	}
}

function outputOf(endpoint: EndpointDescriptor): string {
	const parts = [endpoint.records ? `one item per record in ${code(endpoint.records)}` : 'one item: the whole response'];
	if (endpoint.recordContext) {
		parts.push(`each with ${endpoint.recordContext.fields.map(code).join(', ')} under ${code(endpoint.recordContext.key)}`);
	}
	if (endpoint.simplify) parts.push('Simplify gives a flat row');
	if (endpoint.output) parts.push('its own output options');
	return parts.join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderReference(): string {
	const lines = [
		'# Operation reference',
		'',
		'Generated from the endpoint descriptions in `nodes/` by `npm run reference`; a test fails when this file is stale.',
		'Every operation has the Request Options of the README (retries, timeout, Credit Budget, metadata). Paged operations',
		'have Return All and Limit; a page never asks for more records than the Limit still needs.',
	];
	for (const { displayName, descriptor } of packagePlatforms()) {
		const count = descriptor.resources.reduce((sum, resource) => sum + resource.endpoints.length, 0);
		lines.push('', `## ${displayName}`, '', `${count} ${count === 1 ? 'operation' : 'operations'}.`, '');
		lines.push('| resource > operation | what it does | request | paging | credits | output |', '|---|---|---|---|---|---|');
		for (const resource of descriptor.resources) {
			for (const endpoint of resource.endpoints) {
				lines.push(
					`| ${cell(`${resource.name} > ${endpoint.name}`)} | ${cell(endpoint.action)} | ${cell(requestOf(endpoint))} | ${cell(pagingOf(endpoint))} | ${cell(creditNote(endpoint))} | ${cell(outputOf(endpoint))} |`,
				);
			}
		}
	}
	return `${lines.join('\n')}\n`;
}

if (require.main === module) {
	writeFileSync(REFERENCE_FILE, renderReference());
	console.log(`Wrote ${REFERENCE_FILE}`);
}
