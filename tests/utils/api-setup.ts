// Over HTTP to a server whose embedded database has one connection: a test of 40
// requests took over jest's default 5 s on a busy 2-core machine. Not
// a speed budget: those live in scripts/bench-budgets.ts. (jest's per-project
// testTimeout is not applied to the tests, hence this setup file.)
jest.setTimeout(30_000);
