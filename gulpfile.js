const { src, dest, task } = require('gulp');

/**
 * `n8n-node build` compiles TypeScript and copies icons, but not the codex files
 * (`*.node.json`: categories, aliases, documentation links) that n8n reads next to each
 * compiled node. Without this step the nodes lose their search aliases and categories.
 */
task('build:codex', () => src('nodes/**/*.node.json', { base: '.' }).pipe(dest('dist')));
