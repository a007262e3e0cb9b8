import type { Route } from './route';

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

interface CompiledRoute {
	route: Route;
	segments: Segment[];
}

export interface RouteMatch {
	route: Route;
	/** Decoded path parameter values. */
	params: Record<string, string>;
}

/** decodeURIComponent that keeps malformed escapes (`%zz`) as typed instead of throwing. */
export function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

function compile(route: Route): CompiledRoute {
	const segments = route.path.split('/').map((part): Segment => {
		const param = /^\{(\w+)\}$/.exec(part);
		return param ? { kind: 'param', name: param[1] } : { kind: 'static', value: part };
	});
	return { route, segments };
}

/** Literal segments outrank parameters, so `/subreddits/popular` wins over `/subreddits/{subreddit}`. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
	const length = Math.min(a.segments.length, b.segments.length);
	for (let index = 0; index < length; index++) {
		const rankA = a.segments[index].kind === 'static' ? 0 : 1;
		const rankB = b.segments[index].kind === 'static' ? 0 : 1;
		if (rankA !== rankB) return rankA - rankB;
	}
	return 0;
}

/**
 * Matches a raw (still percent-encoded) pathname against the routes. Splitting happens before
 * decoding, so an encoded slash (`%2F`) stays inside one path parameter.
 */
export class Router {
	private readonly compiled: CompiledRoute[];

	constructor(routes: readonly Route[]) {
		const shapes = new Set<string>();
		for (const route of routes) {
			// Two routes with the same shape would make one unreachable; fail loudly when a route file is added.
			const shape = `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`;
			if (shapes.has(shape)) throw new Error(`Emulator route declared twice: ${route.path}`);
			shapes.add(shape);
		}
		this.compiled = routes.map(compile).sort(bySpecificity);
	}

	/**
	 * The route for a method and path. Like Starlette, a path that only other methods serve still matches (the
	 * server answers 405), but a route of the request's method wins over it, whatever their order.
	 */
	match(rawPathname: string, method = 'GET'): RouteMatch | undefined {
		const matches = this.matchAll(rawPathname);
		return matches.find((candidate) => candidate.route.method === method) ?? matches[0];
	}

	private matchAll(rawPathname: string): RouteMatch[] {
		const found: RouteMatch[] = [];
		const parts = rawPathname.split('/');
		for (const { route, segments } of this.compiled) {
			if (segments.length !== parts.length) continue;
			const params: Record<string, string> = {};
			const matched = segments.every((segment, index) => {
				const decoded = safeDecode(parts[index]);
				if (segment.kind === 'static') return segment.value === decoded;
				// Like Starlette's `{name}` convertor: one non-empty segment.
				if (parts[index] === '') return false;
				params[segment.name] = decoded;
				return true;
			});
			if (matched) found.push({ route, params });
		}
		return found;
	}

	/**
	 * Starlette's redirect_slashes: when a path misses only by a trailing slash, FastAPI answers 307
	 * to the other spelling. Returns that spelling, or undefined.
	 */
	slashRedirect(rawPathname: string): string | undefined {
		if (rawPathname === '/') return undefined;
		const alternative = rawPathname.endsWith('/') ? rawPathname.slice(0, -1) : `${rawPathname}/`;
		return this.match(alternative) ? alternative : undefined;
	}
}
