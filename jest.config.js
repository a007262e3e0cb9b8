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
};
