// A console error is a bug (a missing message id, an act() warning, a failed prop type):
// let it fail the test that caused it.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
