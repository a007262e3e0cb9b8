/** Tests run the real nodes through n8n-core against the emulator over loopback HTTP. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
	},
	setupFiles: ['<rootDir>/test/harness/n8n-env.ts'],
	testTimeout: 30000,
	// One worker per core: jest's default keeps a core for itself (cores - 1), which on CI's 2 cores meant every test
	// file ran in one process while the other core idled.
	maxWorkers: '100%',
};
