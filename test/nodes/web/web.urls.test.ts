/** The Web node's URL checks and file names on their own. */
import { fileNameFor, isWebUrl } from '../../../nodes/Web/web.urls';

describe('isWebUrl', () => {
	test.each(['https://example.com/', 'http://example.com', 'HTTPS://Example.com/a?b=1#c', 'https://sub.example.co.uk:8443/path/to/page.html', 'https://127.0.0.1/'])(
		'%s is one',
		(url) => expect(isWebUrl(url)).toBe(true),
	);
	test.each(['example.com', 'ftp://example.com/', 'https://', 'https:///path', 'https://exa mple.com/', 'javascript:alert(1)', 'https://user@example.com/', 'mailto:a@b.c', ''])(
		'%s is not',
		(url) => expect(isWebUrl(url)).toBe(false),
	);
});

describe('fileNameFor', () => {
	test.each([
		['https://example.com/', 'png', 'example.com.png'],
		['https://shop.example.com/products', 'png', 'shop.example.com-products.png'],
		['https://example.com/report.pdf', 'pdf', 'example.com-report.pdf'],
		['https://example.com/a%20b/c d?x=1', 'gif', 'example.com-c-20d.gif'],
		['not a url', 'png', 'page.png'],
	])('%s as .%s: %s', (url, extension, name) => expect(fileNameFor(url, extension)).toBe(name));
});
