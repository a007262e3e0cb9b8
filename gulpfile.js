const { src, dest, task } = require('gulp');

/**
 * `n8n-node build` compiles TypeScript and copies icons and output schemas (`**\/__schema__/**\/*.json`, which n8n's
 * editor shows before a node has run), but not the codex files (`*.node.json`: categories, aliases, documentation
 * links) that n8n reads next to each compiled node. Without this step the nodes lose their search aliases and
 * categories. The build also copies every PNG of the repository (the README's screenshots); package.json's `files`
 * ships only dist/nodes and dist/credentials, so none of them reaches the tarball.
 */
task('build:codex', () => src('nodes/**/*.node.json', { base: '.' }).pipe(dest('dist')));
