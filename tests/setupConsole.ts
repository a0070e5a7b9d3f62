// A console error is a bug (a missing message id, an act() warning, a failed prop type):
// let it fail the test that caused it.
const originalError = console.error;
const originalWarn = console.warn;

// A warning no test expects fails the test too, so that a new one stands out in a quiet run. It
// fails after the test rather than where it is logged: the code that warns (a failed service, a
// refused answer) runs on as in a browser. A test that expects a warning keeps it out of the output
// and asserts it: `jest.spyOn(console, 'warn').mockImplementation(() => {})`, then
// `expect(warn).toHaveBeenCalledWith(...)`. A story names its warnings in
// `parameters.expectedWarnings` (.storybook/annotations.tsx hands them over here).
// A story that shows a failure the code logs as an error (an unknown footer logo) names it in
// `parameters.expectedErrors` the same way.
declare global {
  var expectConsoleWarnings: ((patterns: readonly RegExp[]) => void) | undefined;
  var expectConsoleErrors: ((patterns: readonly RegExp[]) => void) | undefined;
}

let expected: readonly RegExp[] = [];
let expectedErrors: readonly RegExp[] = [];
const seen = new Set<RegExp>();
const unexpected: string[] = [];

globalThis.expectConsoleWarnings = (patterns) => {
  expected = patterns;
};
globalThis.expectConsoleErrors = (patterns) => {
  expectedErrors = patterns;
};

beforeEach(() => {
  expected = [];
  expectedErrors = [];
  seen.clear();
  unexpected.length = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const pattern = expectedErrors.find((candidate) => candidate.test(args.map(String).join(' ')));
    if (pattern) {
      seen.add(pattern);
      return;
    }
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
  jest
    .spyOn(console, 'warn')
    .mockClear()
    .mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      const pattern = expected.find((candidate) => candidate.test(text));
      if (pattern) {
        seen.add(pattern);
        return;
      }
      originalWarn(...args);
      unexpected.push(text);
    });
});

afterEach(() => {
  const problems = [
    ...unexpected.map((text) => `console.warn was called: ${text}`),
    ...expected.filter((pattern) => !seen.has(pattern)).map((pattern) => `no warning matched ${String(pattern)}`),
    ...expectedErrors.filter((pattern) => !seen.has(pattern)).map((pattern) => `no error matched ${String(pattern)}`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

export {};
